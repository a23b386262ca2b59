import type { InboxNotification } from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../src/db/schema/notifications.ts'
import { runProposalTimers } from '../../src/features/proposals/lifecycle.ts'
import { testClock } from '../clock.ts'
import type { SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { delegate } from './delegation.ts'
import { communityWith, HOUR, proposalInput, propose, users, vote } from './governance.ts'

const clock = testClock(new Date('2031-06-01T08:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

async function notices(user: SignedInUser, kind: InboxNotification['kind']) {
  const res = await user.call('GET', '/api/notifications')
  return (res.json().data as InboxNotification[]).filter((n) => n.kind === kind).map((n) => n.data)
}

/** Inbox rows are written by a bus subscriber after the event: wait for them. */
async function settled(user: SignedInUser, kind: InboxNotification['kind'], count: number) {
  await expect.poll(async () => (await notices(user, kind)).length).toBe(count)
  return notices(user, kind)
}

describe('proposal notices with delegation', () => {
  it('spares a member whose delegate voted the closing reminder, and tells everyone the outcome', async () => {
    const [admin, alice, bob, dana, erin] = await users(app, 5)
    const dao = await communityWith(admin, [alice, bob, dana, erin])
    await delegate(alice, clock, dao.id, dana)
    await delegate(bob, clock, dao.id, erin)
    // Erin turned outcome notices off
    const off = await erin.call('PUT', '/api/notifications/preferences', { proposalOutcome: false })
    expect(off.statusCode).toBe(200)
    const proposal = await propose(
      admin,
      dao.id,
      proposalInput(clock, {
        votingSystem: 'basic',
        endsAt: new Date(clock.now().getTime() + 26 * HOUR).toISOString(),
      }),
    )
    await vote(app, dana, clock, proposal.id, [1])
    clock.advance(3 * HOUR)
    await runProposalTimers(app.ctx)

    // Dana voted for Alice; Erin has not voted for Bob, so Bob is reminded
    expect(await settled(bob, 'proposalClosing', 1)).toHaveLength(1)
    expect(await settled(admin, 'proposalClosing', 1)).toHaveLength(1)
    expect(await settled(alice, 'proposal', 1)).toHaveLength(1)
    expect(await notices(alice, 'proposalClosing')).toHaveLength(0)
    expect(await notices(dana, 'proposal')).toHaveLength(1)
    expect(await notices(dana, 'proposalClosing')).toHaveLength(0)

    // sessions do not outlive the vote: the inbox is read from the database from here
    clock.advance(23 * HOUR)
    await runProposalTimers(app.ctx)
    const outcome = { proposalId: proposal.id, communityId: dao.id, outcome: 'passed' }
    const told = async () =>
      (
        await app.ctx.db
          .select({ userId: notifications.userId, data: notifications.data })
          .from(notifications)
          .where(eq(notifications.kind, 'proposalOutcome'))
      ).filter((row) => (row.data as typeof outcome).proposalId === proposal.id)
    await expect.poll(async () => (await told()).length).toBe(4)
    const rows = await told()
    expect(rows.map((row) => row.userId).sort()).toEqual(
      [admin, alice, bob, dana].map((member) => member.id).sort(),
    )
    for (const row of rows) expect(row.data).toEqual(outcome)
  })
})
