import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { conversationsOf, messenger, send, sent, setDirectMessages } from './messaging.ts'

const clock = testClock()
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

describe('who may read and write a conversation', () => {
  it('answers 404 to anyone outside the conversation', async () => {
    const [alice, bob, mallory] = [await messenger(app), await messenger(app), await messenger(app)]
    const { conversationId } = await sent(alice, bob, 'just us')
    const read = await mallory.call('GET', `/api/messages?conversation=${conversationId}`)
    expect(read.statusCode).toBe(404)
    expect(read.json().code).toBe('CONVERSATION_NOT_FOUND')
    const write = await mallory.call('POST', '/api/messages', {
      conversationId,
      envelope: mallory.seal(bob, 'let me in'),
    })
    expect(write.statusCode).toBe(404)
    for (const action of ['read', 'accept']) {
      const res = await mallory.call('POST', `/api/conversations/${conversationId}/${action}`)
      expect(res.statusCode).toBe(404)
    }
    expect((await mallory.call('GET', `/api/conversations/${conversationId}`)).statusCode).toBe(404)
    expect(await conversationsOf(mallory)).toEqual([])
  })

  it('shows one conversation to each participant as their list does', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const { conversationId } = await sent(alice, bob, 'one of many')
    for (const [viewer, peer] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const res = await viewer.call('GET', `/api/conversations/${conversationId}`)
      expect(res.statusCode).toBe(200)
      const listed = (await conversationsOf(viewer)).find((c) => c.id === conversationId)
      expect(res.json().data).toEqual(listed)
      expect(res.json().data.peer.id).toBe(peer.id)
    }
  })

  it('refuses every message to someone who accepts messages from nobody, followed or not', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    expect((await setDirectMessages(bob, 'nobody')).statusCode).toBe(200)
    await bob.call('POST', `/api/users/${alice.address}/follow`)
    const res = await send(alice, bob, 'hello?')
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('MESSAGES_NOT_ACCEPTED')
    expect(await conversationsOf(bob)).toEqual([])
  })

  it('puts a stranger’s message in requests under "everyone" until accepted', async () => {
    const [alice, bob, friend] = [await messenger(app), await messenger(app), await messenger(app)]
    expect((await setDirectMessages(bob, 'everyone')).statusCode).toBe(200)
    await bob.call('POST', `/api/users/${friend.address}/follow`)
    clock.advance(1000)
    const { conversationId } = await sent(alice, bob, 'hi, we have not met')
    clock.advance(1000)
    await sent(friend, bob, 'hey it’s me')

    expect((await conversationsOf(bob, '?status=request')).map((c) => c.id)).toEqual([
      conversationId,
    ])
    expect((await conversationsOf(bob, '?status=active')).map((c) => c.peer?.id)).toEqual([
      friend.id,
    ])
    expect((await conversationsOf(alice))[0]?.status).toBe('active')

    clock.advance(1000)
    await sent(alice, bob, 'still a request')
    expect((await conversationsOf(bob, '?status=request')).map((c) => c.id)).toEqual([
      conversationId,
    ])
    expect((await bob.call('POST', `/api/conversations/${conversationId}/accept`)).statusCode).toBe(
      200,
    )
    expect(await conversationsOf(bob, '?status=request')).toEqual([])
    expect((await conversationsOf(bob, '?status=active')).map((c) => c.id)).toContain(
      conversationId,
    )
  })

  it('treats a first message as a request by default, when no setting was ever chosen', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const { conversationId } = await sent(alice, bob, 'hello stranger')
    expect((await conversationsOf(bob, '?status=request')).map((c) => c.id)).toEqual([
      conversationId,
    ])
  })

  it('refuses a stranger under "people I follow" and lets the people followed straight in', async () => {
    const [alice, bob, friend] = [await messenger(app), await messenger(app), await messenger(app)]
    expect((await setDirectMessages(bob, 'following')).statusCode).toBe(200)
    await bob.call('POST', `/api/users/${friend.address}/follow`)

    const refused = await send(alice, bob, 'hi, we have not met')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('MESSAGES_NOT_ACCEPTED')
    expect(refused.json().error).toBe(
      'This person accepts direct messages only from people they follow',
    )

    await sent(friend, bob, 'hey it’s me')
    expect((await conversationsOf(bob)).map((c) => [c.peer?.id, c.status])).toEqual([
      [friend.id, 'active'],
    ])
  })

  it('lets a stranger’s request go on once accepted, after the setting tightens to "people I follow"', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const { conversationId } = await sent(alice, bob, 'hi')
    await bob.call('POST', `/api/conversations/${conversationId}/accept`)
    await setDirectMessages(bob, 'following')
    expect((await send(alice, bob, 'still welcome?', { conversationId })).statusCode).toBe(201)
    // an unanswered request is not an accepted conversation: it closes with the setting
    const [carol, dave] = [await messenger(app), await messenger(app)]
    await sent(carol, dave, 'first')
    await setDirectMessages(dave, 'following')
    expect((await send(carol, dave, 'second')).statusCode).toBe(403)
  })

  it('lets an accepted conversation go on after the setting tightens, until a block', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const { conversationId } = await sent(alice, bob, 'hi')
    await sent(bob, alice, 'hello')
    await setDirectMessages(bob, 'nobody')
    expect((await send(alice, bob, 'we are talking', { conversationId })).statusCode).toBe(201)
  })

  it('refuses a blocked sender with 403, in both directions, until unblocked', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    await sent(alice, bob, 'first')
    const block = await bob.call('POST', `/api/users/${alice.address}/block`)
    expect(block.json().data).toEqual({ blocked: true })
    const refused = await send(alice, bob, 'are you there?')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('MESSAGES_BLOCKED')
    expect((await send(bob, alice, 'I blocked you')).statusCode).toBe(403)
    expect((await conversationsOf(bob))[0]?.blocked).toBe(true)

    await bob.call('DELETE', `/api/users/${alice.address}/block`)
    expect((await send(alice, bob, 'better now?')).statusCode).toBe(201)
  })

  it('takes a report of a conversation from a participant', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const { conversationId } = await sent(alice, bob, 'buy my coin')
    const res = await bob.call('POST', `/api/conversations/${conversationId}/report`, {
      reason: 'spam',
      note: 'crypto spam',
    })
    expect(res.statusCode).toBe(200)
    const rows = await app.ctx.db.execute(
      sql`select reporter_id, reported_id, reason from conversation_reports`,
    )
    expect(JSON.stringify(rows)).toContain(alice.id)
  })

  it('asks for a messaging key on both sides before a message', async () => {
    const alice = await messenger(app)
    const keyless = await signedInUser(app)
    const res = await alice.call('POST', '/api/messages', {
      recipient: keyless.address,
      envelope: alice.seal({ address: keyless.address.toLowerCase(), keys: alice.keys }, 'hi'),
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('MESSAGING_KEY_NOT_FOUND')
  })
})
