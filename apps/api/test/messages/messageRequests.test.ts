import type { InboxNotification } from '@agora/domain'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { messenger, send, setDirectMessages, withMessagingKey } from './messaging.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const request = (from: SignedInUser, to: SignedInUser) =>
  from.call('POST', '/api/messages/requests', { recipient: to.address })

async function inboxOf(user: SignedInUser) {
  const res = await user.call('GET', '/api/notifications')
  expect(res.statusCode).toBe(200)
  return res.json().data as InboxNotification[]
}

it('tells a person without messages that a first message waits for them, once per writer while unread, holding none of it; once they set up messages it goes out sealed', async () => {
  const writer = await messenger(app)
  const newcomer = await signedInUser(app)

  // without a key the message cannot be sealed for them: the server refuses it
  const refused = await writer.call('POST', '/api/messages', {
    recipient: newcomer.address,
    envelope: { version: 1 },
  })
  expect(refused.statusCode).toBeGreaterThanOrEqual(400)

  for (let i = 0; i < 2; i += 1) {
    const asked = await request(writer, newcomer)
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().data).toEqual({ recipientId: newcomer.id })
  }
  await expect.poll(async () => (await inboxOf(newcomer)).length).toBe(1)
  const [row] = await inboxOf(newcomer)
  // the row names the writer and nothing else
  expect(row).toMatchObject({ kind: 'messageRequest', data: { actorId: writer.id }, readAt: null })
  expect(Object.keys(row?.data ?? {})).toEqual(['actorId'])

  // once they have a key, asking again is refused: the message can go now, and it does
  const ready = await withMessagingKey(newcomer)
  const again = await request(writer, newcomer)
  expect(again.statusCode).toBe(409)
  expect(again.json().code).toBe('MESSAGING_KEY_PUBLISHED')
  const delivered = await send(writer, ready, 'hello, at last')
  expect(delivered.statusCode).toBe(201)
})

it('refuses what a message would be refused: without the writer’s own key, to oneself, past blocks and "Direct messages from nobody"', async () => {
  const [keyless, writer, closed, blocker, target] = await Promise.all([
    signedInUser(app),
    messenger(app),
    signedInUser(app),
    signedInUser(app),
    signedInUser(app),
  ])
  const noKey = await request(keyless, target)
  expect(noKey.statusCode).toBe(409)
  expect(noKey.json().code).toBe('MESSAGING_KEY_NOT_FOUND')

  const self = await writer.call('POST', '/api/messages/requests', { recipient: writer.address })
  expect(self.json().code).toBe('CANNOT_MESSAGE_SELF')

  expect((await setDirectMessages(closed, 'nobody')).statusCode).toBe(200)
  const toClosed = await request(writer, closed)
  expect(toClosed.statusCode).toBe(403)
  expect(toClosed.json().code).toBe('MESSAGES_NOT_ACCEPTED')

  expect((await blocker.call('POST', `/api/users/${writer.address}/block`)).statusCode).toBe(200)
  const toBlocker = await request(writer, blocker)
  expect(toBlocker.statusCode).toBe(403)
  expect(toBlocker.json().code).toBe('MESSAGES_BLOCKED')

  const nobody = await writer.call('POST', '/api/messages/requests', {
    recipient: '0x000000000000000000000000000000000000dEaD',
  })
  expect(nobody.statusCode).toBe(404)
  const unsigned = await app.inject({
    method: 'POST',
    url: '/api/messages/requests',
    payload: { recipient: target.address },
  })
  expect(unsigned.statusCode).toBe(401)
  // nobody refused was told anything: by the time an allowed request reached its person
  expect((await request(writer, target)).statusCode).toBe(200)
  await expect.poll(async () => (await inboxOf(target)).length).toBe(1)
  for (const user of [closed, blocker]) expect(await inboxOf(user)).toEqual([])
})
