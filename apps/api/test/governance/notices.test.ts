import type { InboxNotification } from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { proposals } from '../../src/db/schema/governance.ts'
import { runProposalTimers } from '../../src/features/proposals/lifecycle.ts'
import { testClock } from '../clock.ts'
import type { SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { communityWith, DAY, HOUR, proposalInput, propose, users, vote } from './governance.ts'

const clock = testClock(new Date('2031-05-01T08:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

async function proposalNotices(user: SignedInUser) {
  const res = await user.call('GET', '/api/notifications')
  return (res.json().data as InboxNotification[]).filter(
    (n) => n.kind === 'proposal' || n.kind === 'proposalClosing',
  )
}

/** Inbox rows are written by a bus subscriber after the event: wait for them to settle. */
async function noticesOf(user: SignedInUser, count: number) {
  await expect.poll(async () => (await proposalNotices(user)).length).toBe(count)
  return proposalNotices(user)
}

describe('proposal notices in the inbox', () => {
  it('tells members when a vote opens and, 24 h before it closes, those who have not voted', async () => {
    const [admin, alice, bob] = await users(app, 3)
    const dao = await communityWith(admin, [alice, bob])
    const start = clock.now().getTime() + HOUR
    const proposal = await propose(
      admin,
      dao.id,
      proposalInput(clock, {
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 26 * HOUR).toISOString(),
      }),
    )
    await runProposalTimers(app.ctx)
    expect(await proposalNotices(alice)).toEqual([])

    clock.advance(HOUR)
    await runProposalTimers(app.ctx)
    await runProposalTimers(app.ctx)
    const about = { proposalId: proposal.id, communityId: dao.id }
    const opened = { kind: 'proposal', data: about }
    expect((await noticesOf(alice, 1))[0]).toMatchObject(opened)
    expect((await noticesOf(bob, 1))[0]).toMatchObject(opened)
    expect((await noticesOf(bob, 1))[0]?.data).toEqual(about)
    // the author opened it: no notice for them
    expect(await proposalNotices(admin)).toEqual([])

    await vote(app, bob, clock, proposal.id, [1])
    // sessions outlive this, so the people can still read their inbox
    clock.advance(3 * HOUR)
    await runProposalTimers(app.ctx)
    await runProposalTimers(app.ctx)
    const closing = await noticesOf(alice, 2)
    const closes = { kind: 'proposalClosing', data: about }
    expect(closing[0]).toMatchObject(closes)
    expect(closing[0]?.data).toEqual(about)
    expect((await noticesOf(admin, 1))[0]).toMatchObject(closes)
    // Bob voted: no reminder
    expect(await noticesOf(bob, 1)).toHaveLength(1)
  })

  it('settles a proposal once it is over, without anyone reading it', async () => {
    const [admin, alice] = await users(app, 2)
    const dao = await communityWith(admin, [alice])
    const proposal = await propose(admin, dao.id, proposalInput(clock, { votingSystem: 'basic' }))
    await vote(app, alice, clock, proposal.id, [1])
    clock.advance(DAY)
    await runProposalTimers(app.ctx)
    const [row] = await app.ctx.db.select().from(proposals).where(eq(proposals.id, proposal.id))
    expect(row).toMatchObject({ outcome: 'passed', results: { scores: ['1', '0', '0'] } })
  })

  it('announces a vote that opens at once when it is made, and skips the reminder for a short one', async () => {
    const [admin, alice] = await users(app, 2)
    const dao = await communityWith(admin, [alice])
    const proposal = await propose(
      admin,
      dao.id,
      proposalInput(clock, { endsAt: new Date(clock.now().getTime() + 12 * HOUR).toISOString() }),
    )
    const [notice] = await noticesOf(alice, 1)
    expect(notice).toMatchObject({ kind: 'proposal', data: { proposalId: proposal.id } })
    clock.advance(11 * HOUR)
    await runProposalTimers(app.ctx)
    // nothing more arrives: a vote shorter than a day was announced once, when it opened
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await proposalNotices(alice)).toHaveLength(1)
  })
})
