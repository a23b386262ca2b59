import {
  CONVERSATION_MESSAGES_PER_MINUTE,
  type LiveServerFrame,
  MESSAGE_BYTES_PER_DAY,
} from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../src/db/schema/messages.ts'
import { testClock } from '../clock.ts'
import { connectLive, type LiveClient } from '../live/liveClient.ts'
import { messenger, send } from '../messages/messaging.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createGroup, sendToGroup } from './groupMessaging.ts'

// 23:58 UTC: the daily volume starts again within minutes, well before the tokens expire
const clock = testClock(new Date('2026-11-27T23:58:00.000Z'))
let app: TestApp
const open: LiveClient[] = []

beforeAll(async () => {
  app = await createTestApp({}, { clock })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await Promise.all(open.map((client) => client.close()))
  await app.close()
})

describe('message volume', () => {
  it('refuses a conversation past its messages a minute, saying when it opens again', async () => {
    const [alice, bob, carol] = [await messenger(app), await messenger(app), await messenger(app)]
    const group = await createGroup(alice, [bob, carol])
    const started = clock.now()
    for (let i = 0; i < CONVERSATION_MESSAGES_PER_MINUTE; i++) {
      const from = i % 2 ? alice : bob
      const res = await sendToGroup(from, group.id, [alice, bob, carol], `m${i}`)
      expect(res.statusCode).toBe(201)
    }
    const over = await sendToGroup(carol, group.id, [alice, bob, carol], 'one too many')
    expect(over.statusCode).toBe(429)
    expect(over.json()).toMatchObject({
      code: 'CONVERSATION_RATE_EXCEEDED',
      details: { resetAt: new Date(started.getTime() + 60_000).toISOString() },
    })
    // another conversation of the same people is not held back
    expect((await send(carol, alice, 'meanwhile, just us')).statusCode).toBe(201)
    clock.advance(60_001)
    expect((await sendToGroup(carol, group.id, [alice, bob, carol], 'now')).statusCode).toBe(201)
  })

  it('refuses a person past their bytes of the day until midnight UTC', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const first = await send(alice, bob, 'a big day')
    expect(first.statusCode).toBe(201)
    await app.ctx.db
      .update(messages)
      .set({ volume: MESSAGE_BYTES_PER_DAY - 100 })
      .where(eq(messages.id, first.json().data.id))
    const over = await send(alice, bob, 'one more')
    expect(over.statusCode).toBe(429)
    const midnight = new Date(Math.ceil(clock.now().getTime() / 86_400_000) * 86_400_000)
    expect(over.json()).toMatchObject({
      code: 'MESSAGE_DAILY_VOLUME_EXCEEDED',
      details: { resetAt: midnight.toISOString() },
    })
    expect((await send(bob, alice, 'bob is fine')).statusCode).toBe(201)
    clock.advance(midnight.getTime() + 1000 - clock.now().getTime())
    expect((await send(alice, bob, 'a new day')).statusCode).toBe(201)
  })
})

describe('live', () => {
  it('sends message.new to every member and membership changes to those it concerns', async () => {
    const [alice, bob, carol, dave] = await Promise.all(
      Array.from({ length: 4 }, () => messenger(app)),
    )
    if (!alice || !bob || !carol || !dave) throw new Error('four people')
    const sockets = await Promise.all(
      [alice, bob, carol, dave].map((p) => connectLive(app, p.token)),
    )
    open.push(...sockets)
    const [aliceLive, bobLive, carolLive, daveLive] = sockets
    if (!aliceLive || !bobLive || !carolLive || !daveLive) throw new Error('four sockets')
    const group = await createGroup(alice, [bob, carol])
    const changed = { type: 'conversation.changed', data: { conversationId: group.id } }
    for (const socket of [aliceLive, bobLive, carolLive])
      expect(await socket.next()).toMatchObject(changed)

    const sent = await sendToGroup(bob, group.id, [alice, bob, carol], 'hello all')
    const messageNew = {
      type: 'message.new',
      data: { conversationId: group.id, messageId: sent.json().data.id, senderId: bob.id },
    }
    for (const socket of [aliceLive, bobLive, carolLive])
      expect(await socket.next()).toMatchObject(messageNew)

    await alice.call('DELETE', `/api/conversations/${group.id}/members/${carol.id}`)
    // carol hears she was removed; after that she hears nothing of the group
    for (const socket of [aliceLive, bobLive, carolLive])
      expect(await socket.next()).toMatchObject(changed)
    await sendToGroup(alice, group.id, [alice, bob], 'without carol')
    expect(await bobLive.next()).toMatchObject({ type: 'message.new' })
    await alice.call('POST', `/api/conversations/${group.id}/members`, { member: dave.address })
    expect(await daveLive.next()).toMatchObject(changed)
    const carolFrames: LiveServerFrame[] = carolLive.frames
    expect(carolFrames.filter((f) => f.type === 'message.new')).toHaveLength(1)
  })
})
