import type { InboxNotification } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NotificationDraft } from '../../src/features/notifications/notificationDraft.ts'
import { storeNotifications } from '../../src/features/notifications/store.ts'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const minutes = (n: number) => new Date(Date.UTC(2026, 10, 28, 9, n))

async function inboxOf(user: SignedInUser) {
  const res = await user.call('GET', '/api/notifications')
  expect(res.statusCode).toBe(200)
  return res.json().data as InboxNotification[]
}

const threeUsers = async (): Promise<[SignedInUser, SignedInUser, SignedInUser]> => [
  await signedInUser(app),
  await signedInUser(app),
  await signedInUser(app),
]

const follower = (user: SignedInUser, actorId: string): NotificationDraft => ({
  userId: user.id,
  kind: 'follower',
  data: { actorId },
})

const reaction = (user: SignedInUser, postId: string, actorId: string): NotificationDraft => ({
  userId: user.id,
  kind: 'reaction',
  data: { postId, actorIds: [actorId], count: 1 },
  groupKey: `reaction:${postId}`,
})

// events' writes run side by side: the one that finishes last is not always the latest event
describe('the inbox orders by when each event happened, not when its write finished', () => {
  it('an earlier event written after a later one stays below it', async () => {
    const [reader, ann, ben] = await threeUsers()
    await storeNotifications(app.ctx, [follower(reader, ben.id)], minutes(10))
    await storeNotifications(app.ctx, [follower(reader, ann.id)], minutes(5))

    const inbox = await inboxOf(reader)
    expect(inbox.map((entry) => entry.data)).toEqual([{ actorId: ben.id }, { actorId: ann.id }])
    expect(inbox.map((entry) => entry.createdAt)).toEqual([
      minutes(10).toISOString(),
      minutes(5).toISOString(),
    ])
  })

  it('a grouped entry keeps the date of its latest event when an earlier one folds in', async () => {
    const [author, ann, ben] = await threeUsers()
    const postId = crypto.randomUUID()
    await storeNotifications(app.ctx, [reaction(author, postId, ben.id)], minutes(20))
    await storeNotifications(app.ctx, [reaction(author, postId, ann.id)], minutes(15))
    await storeNotifications(app.ctx, [follower(author, ann.id)], minutes(18))

    const [grouped, followed, ...rest] = await inboxOf(author)
    expect(rest).toEqual([])
    expect(grouped).toMatchObject({
      kind: 'reaction',
      createdAt: minutes(20).toISOString(),
      data: { postId, count: 2 },
    })
    expect(followed).toMatchObject({ kind: 'follower', createdAt: minutes(18).toISOString() })

    // a later event still moves the group up
    await storeNotifications(app.ctx, [reaction(author, postId, ben.id)], minutes(25))
    expect((await inboxOf(author))[0]).toMatchObject({
      kind: 'reaction',
      createdAt: minutes(25).toISOString(),
      data: { count: 2 },
    })
  })
})
