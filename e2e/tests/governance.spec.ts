import { type Proposal, type ProposalVote, voteTypedData } from '@agora/domain'
import { type Address, verifyTypedData } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { expect, test } from '../support/fixtures.ts'
import { bearer, signInThroughApi } from '../support/session.ts'

// long enough to publish and vote in (0.75 s measured on an idle machine: room for a far
// busier one), short enough to wait out
const VOTING_WINDOW_MS = 20_000

test('an admin opens a proposal, votes with the wallet’s typed-data signature, sees the result after close', async ({
  browser,
  baseURL,
  request,
}) => {
  // the test waits out the voting window before the outcome shows
  test.setTimeout(VOTING_WINDOW_MS + 60_000)
  // a wallet of its own: the community's admin and the proposal's only voter
  const key = generatePrivateKey()
  const founder = await signInThroughApi(request, key)
  const created = await request.post('/api/communities', {
    headers: bearer(founder.token),
    data: {
      name: `Garden DAO ${Math.random().toString(36).slice(2, 8)}`,
      description: 'We vote on what to plant.',
    },
  })
  expect(created.ok()).toBe(true)
  const { slug } = ((await created.json()) as { data: { slug: string } }).data

  // the admin's tab: signed in, the wallet connected, on the community's page
  const {
    page,
    wallet,
    consoleErrors: errors,
  } = await openConnectedTab(browser, baseURL as string, key, { path: `/dao/${slug}` })

  await test.step('the admin publishes a basic proposal from the community page', async () => {
    await page.getByRole('tab', { name: 'Proposals' }).click()
    await expect(page.getByText('No proposals here')).toBeVisible()
    await page.getByRole('button', { name: 'New proposal' }).click()
    await page.getByLabel('Title').fill('Plant tomatoes this spring')
    await page
      .getByLabel('Description (markdown)')
      .fill('## Why\n\nTomatoes are **easy**. <script>window.pwned = 1</script>')
    // the browser's own time zone, to the second: the form reads it as local time
    const endsAt = await page.evaluate((ms) => {
      const d = new Date(Date.now() + ms)
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
    }, VOTING_WINDOW_MS)
    await page.getByLabel('Voting ends').fill(endsAt)
    await page.getByRole('button', { name: 'Publish proposal' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Plant tomatoes this spring' }),
    ).toBeVisible()
  })

  const proposalId = new URL(page.url()).pathname.split('/').pop() ?? ''
  const body = page.locator('.proposal-body')
  await expect(body.getByRole('heading', { name: 'Why' })).toBeVisible()
  await expect(body.locator('strong')).toHaveText('easy')
  // HTML in a body is text, never markup
  await expect(body).toContainText('<script>window.pwned = 1</script>')
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByRole('timer')).toContainText('Ends in')

  await test.step('the admin votes For; the wallet signs the EIP-712 vote', async () => {
    await page.getByRole('radio', { name: 'For' }).check()
    await page.getByLabel(/^Reason/).fill('Cheap and tasty')
    await page.getByRole('button', { name: 'Sign and vote' }).click()
    await expect(page.getByRole('region', { name: 'Your vote', exact: true })).toContainText(
      'Your vote: For · 1 vote',
    )
    await expect(page.getByRole('list', { name: 'Votes' }).getByRole('listitem')).toHaveCount(1)
  })

  // what the server stored verifies against the wallet, with nothing but the vote itself
  const votes = await request.get(`/api/proposals/${proposalId}/votes`)
  const [stored] = ((await votes.json()) as { data: ProposalVote[] }).data
  expect(stored?.vote).toMatchObject({ choice: [1], reason: 'Cheap and tasty' })
  expect(
    await verifyTypedData({
      address: wallet.account.address,
      signature: stored?.signature as Address,
      ...voteTypedData(stored?.vote as ProposalVote['vote']),
    }),
  ).toBe(true)

  await test.step('once the window closes the page shows the outcome', async () => {
    // what is left of the voting window, and a margin for the page to take in the close
    await expect(page.getByText('Passed', { exact: true })).toBeVisible({
      timeout: VOTING_WINDOW_MS + 20_000,
    })
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible()
    const results = page.getByRole('list', { name: 'Results by choice' })
    await expect(results.getByRole('listitem').first()).toContainText('For · winner')
    await expect(results.getByRole('listitem').first()).toContainText('1 vote · 100%')
    await expect(page.getByRole('button', { name: 'Sign and vote' })).toHaveCount(0)
  })

  const final = await request.get(`/api/proposals/${proposalId}`)
  expect(((await final.json()) as { data: Proposal }).data).toMatchObject({
    state: 'closed',
    outcome: 'passed',
  })
  expect(errors).toEqual([])
  await page.context().close()
})
