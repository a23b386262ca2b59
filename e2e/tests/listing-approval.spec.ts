import { type Listing, type Proposal, voteTypedData } from '@agora/domain'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { signInThroughApi } from '../support/session.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

const listingFields = {
  description: 'Hand-thrown, food safe.',
  priceAmount: '0.05',
  currency: 'ETH',
  chainId: 8453,
  category: 'home',
  images: [],
  quantity: 1,
}

// @NOTE a listing-approval vote lasts the community's votingHours (at least 1 h): the passed
// vote and its badge are proven by the API tests; here, that an open vote awards nothing
test('a seller asks a community to approve a listing; a member votes For; no badge until the vote has passed', async ({
  openAs,
  request,
}) => {
  const seller = await newUser(request)
  const voterKey = generatePrivateKey()
  const voter = await signInThroughApi(request, voterKey)
  const community = await apiAs<{ id: string; slug: string; name: string }>(
    request,
    seller,
    'post',
    '/api/communities',
    { name: uniqueName('Potters Guild'), description: 'We vouch for good pots.' },
  )
  await apiAs(request, voter, 'post', `/api/communities/${community.id}/join`)
  const asked = await apiAs<Listing>(request, seller, 'post', '/api/marketplace/listings', {
    title: uniqueName('Blue bowl'),
    ...listingFields,
  })
  const never = await apiAs<Listing>(request, seller, 'post', '/api/marketplace/listings', {
    title: uniqueName('Green cup'),
    ...listingFields,
  })

  const page = await openAs(seller, `/sell/listings/${asked.id}/edit`)
  await test.step('the seller asks from the listing editor and lands on the vote', async () => {
    await expect(page.getByRole('heading', { name: 'DAO approval' })).toBeVisible()
    await page.getByLabel('Community', { exact: true }).selectOption(community.id)
    await page.getByRole('button', { name: 'Ask for approval' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `Approve listing: ${asked.title}` }),
    ).toBeVisible()
  })
  const proposalId = new URL(page.url()).pathname.split('/').pop() ?? ''

  await test.step('a member votes For with a signed vote', async () => {
    const vote = {
      from: voter.address,
      proposal: proposalId,
      choice: [1],
      reason: 'Lovely glaze',
      timestamp: Math.floor(Date.now() / 1000),
    }
    const signature = await privateKeyToAccount(voterKey).signTypedData(voteTypedData(vote))
    await apiAs(request, voter, 'post', `/api/proposals/${proposalId}/votes`, { vote, signature })
    const proposal = await (await request.get(`/api/proposals/${proposalId}`)).json()
    expect((proposal as { data: Proposal }).data.state).toBe('active')
  })

  await test.step('while the vote is open, neither listing shows “DAO Approved”', async () => {
    const buyer = await openAs(null, `/market/${asked.id}`)
    await expect(buyer.getByRole('heading', { level: 1, name: asked.title })).toBeVisible()
    await expect(buyer.getByText(/DAO Approved/)).toHaveCount(0)
    await expect(buyer.getByRole('list', { name: 'DAO approvals' })).toHaveCount(0)
    await buyer.goto(`/market/${never.id}`)
    await expect(buyer.getByRole('heading', { level: 1, name: never.title })).toBeVisible()
    await expect(buyer.getByText(/DAO Approved/)).toHaveCount(0)
  })
})
