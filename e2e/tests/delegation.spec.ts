import type { Proposal } from '@agora/domain'
import { generatePrivateKey } from 'viem/accounts'
import { seriousViolations } from '../support/axe.ts'
import { openConnectedTab } from '../support/connectedTab.ts'
import { expect, test } from '../support/fixtures.ts'
import { bearer, signInThroughApi } from '../support/session.ts'

// the second proposal's window: long enough to publish it, short enough to wait out
const SHORT_VOTE_MS = 12_000

test('a member finds a delegate on their page, delegates with a wallet signature, their delegate’s vote counts for two, and the proposals reach the feed and the inbox', async ({
  browser,
  baseURL,
  request,
}) => {
  const founder = await signInThroughApi(request, generatePrivateKey())
  const created = await request.post('/api/communities', {
    headers: bearer(founder.token),
    data: {
      name: `Orchard DAO ${Math.random().toString(36).slice(2, 8)}`,
      description: 'We decide together, or through someone we trust.',
    },
  })
  expect(created.ok()).toBe(true)
  const dao = ((await created.json()) as { data: { id: string; slug: string } }).data

  // two members, who will each have a tab of their own with their wallet connected
  const aliceKey = generatePrivateKey()
  const danaKey = generatePrivateKey()
  const [aliceSession, danaSession] = await Promise.all(
    [aliceKey, danaKey].map((key) => signInThroughApi(request, key)),
  )
  for (const session of [aliceSession, danaSession]) {
    const joined = await request.post(`/api/communities/${dao.id}/join`, {
      headers: bearer(session?.token ?? ''),
    })
    expect(joined.ok()).toBe(true)
  }
  const statement = await request.put(`/api/communities/${dao.id}/delegates/me`, {
    headers: bearer(danaSession?.token ?? ''),
    data: { statement: 'I read **every** proposal before I vote.' },
  })
  expect(statement.ok()).toBe(true)
  const danaName = danaSession?.user.handle ?? ''
  const alice = await openConnectedTab(browser, baseURL as string, aliceKey, {
    path: `/users/${danaName}`,
  })

  await test.step('Alice reads Dana’s statement on her page and follows it to the Delegates tab', async () => {
    const page = alice.page
    const statements = page.getByRole('region', { name: 'Delegate statements' })
    await expect(statements.locator('strong')).toHaveText('every')
    await expect(statements).toContainText('No delegators yet')
    await statements.getByRole('link', { name: /^See the delegates of Orchard DAO/ }).click()
    await expect(page).toHaveURL(new RegExp(`/dao/${dao.slug}\\?section=delegates$`))
  })

  await test.step('Alice finds Dana among the delegates and delegates to her', async () => {
    const page = alice.page
    await expect(page.getByRole('tab', { name: 'Delegates' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByText('You vote for yourself in this community.')).toBeVisible()
    const delegates = page.getByRole('list', { name: 'Delegates by voting power' })
    await expect(delegates.locator('strong')).toHaveText('every')
    await expect(delegates).toContainText('No delegators yet · 1 vote')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: `Delegate your vote to ${danaName}` }).click()
    await expect(page.getByText(`You delegate your vote to ${danaName}.`)).toBeVisible()
    await expect(delegates).toContainText('1 delegator · 2 votes')
  })

  const opened = await request.post(`/api/communities/${dao.id}/proposals`, {
    headers: bearer(founder.token),
    data: {
      kind: 'general',
      title: 'Plant pears along the fence',
      votingSystem: 'basic',
      endsAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
      strategy: { kind: 'member' },
    },
  })
  expect(opened.ok()).toBe(true)
  const proposal = ((await opened.json()) as { data: Proposal }).data
  const short = await request.post(`/api/communities/${dao.id}/proposals`, {
    headers: bearer(founder.token),
    data: {
      kind: 'general',
      title: 'Mow the meadow today',
      votingSystem: 'basic',
      endsAt: new Date(Date.now() + SHORT_VOTE_MS).toISOString(),
      strategy: { kind: 'member' },
    },
  })
  expect(short.ok()).toBe(true)
  const shortVote = ((await short.json()) as { data: Proposal }).data

  const dana = await openConnectedTab(browser, baseURL as string, danaKey, {
    path: `/proposals/${proposal.id}`,
  })
  await test.step('Dana votes; her ballot carries Alice’s vote too', async () => {
    const page = dana.page
    await page.getByRole('radio', { name: 'For' }).check()
    await page.getByRole('button', { name: 'Sign and vote' }).click()
    await expect(page.getByRole('region', { name: 'Your vote', exact: true })).toContainText(
      'Your vote: For · 1 vote · voting for 1 member',
    )
    const results = page.getByRole('list', { name: 'Results by choice' })
    await expect(results.getByRole('listitem').first()).toContainText('2 votes · 100%')
    await expect(page.getByText('1 vote voted directly · 1 vote by delegation')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Votes' })).toContainText('voting for 1 member')
  })

  await test.step('Alice sees both proposals in the community’s feed, and their notices in her inbox', async () => {
    const page = alice.page
    await page.getByRole('tab', { name: 'Posts' }).click()
    const card = page.getByRole('region', { name: 'Plant pears along the fence' })
    await expect(card).toContainText('General proposal')
    await expect(card).toContainText('Voting closes')
    await expect(page.getByRole('region', { name: 'Mow the meadow today' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await card.getByRole('link', { name: 'Plant pears along the fence' }).click()
    await expect(page.getByText('1 vote voted directly · 1 vote by delegation')).toBeVisible()

    await page.getByRole('link', { name: /^Notifications/ }).click()
    const opened = page.getByText('A vote opened in one of your communities')
    await expect(opened).toHaveCount(2)
    // the short vote is over: the first read settles it, and every member hears its outcome
    await expect
      .poll(
        async () =>
          (
            (await (await request.get(`/api/proposals/${shortVote.id}`)).json()) as {
              data: Proposal
            }
          ).data.state,
        { timeout: SHORT_VOTE_MS + 5_000 },
      )
      .toBe('closed')
    await expect(page.getByText(/^A vote in one of your communities closed: /)).toBeVisible()
  })

  expect(alice.consoleErrors).toEqual([])
  expect(dana.consoleErrors).toEqual([])
})
