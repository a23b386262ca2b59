import {
  type Conversation,
  fromBase64,
  MESSAGING_KEY_MESSAGE,
  type Message,
  unwrapPrivateKey,
} from '@agora/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_CONTACTS_PER_HOUR } from '../../src/features/messages/consent.ts'
import { testClock } from '../clock.ts'
import { connectLive } from '../live/liveClient.ts'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { conversationsOf, type Messenger, messenger, send, sent } from './messaging.ts'

const clock = testClock()
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

async function messagesIn(user: Messenger, conversationId: string, query = '') {
  const res = await user.call('GET', `/api/messages?conversation=${conversationId}${query}`)
  expect(res.statusCode).toBe(200)
  return res.json() as { data: Message[]; nextCursor: string | null }
}

describe('sealed direct messages', () => {
  it('lets two people exchange messages that both can open, and the server never sees the text', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    clock.advance(1000)
    const first = await sent(alice, bob, 'gm Bob, is the lamp still for sale?')
    clock.advance(1000)
    const reply = await send(bob, alice, 'gm! yes it is', { conversationId: first.conversationId })
    expect(reply.statusCode).toBe(201)

    const { data } = await messagesIn(bob, first.conversationId)
    expect(data.map((m) => bob.open(m.envelope))).toEqual([
      'gm! yes it is',
      'gm Bob, is the lamp still for sale?',
    ])
    expect(data.map((m) => alice.open(m.envelope))).toEqual([
      'gm! yes it is',
      'gm Bob, is the lamp still for sale?',
    ])
    expect(data[1]?.senderAddress).toBe(alice.address.toLowerCase())

    const stored = await app.ctx.db.execute(sql`select * from messages`)
    const everything = JSON.stringify(stored)
    expect(everything).toContain(first.id)
    expect(everything).not.toContain('lamp')
    expect(everything).not.toContain('gm!')
    expect(JSON.stringify(data)).not.toContain('lamp')
  })

  it('shows each side its conversations with unread counts, and read marks once read', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    clock.advance(1000)
    const message = await sent(alice, bob, 'one')
    clock.advance(1000)
    await sent(alice, bob, 'two')

    const [forBob] = await conversationsOf(bob)
    expect(forBob).toMatchObject({
      id: message.conversationId,
      // bob does not follow alice: her first message waits in his requests
      status: 'request',
      unreadCount: 2,
      peer: { id: alice.id, address: alice.address.toLowerCase() },
      peerLastReadAt: expect.any(String),
      blocked: false,
    })
    expect(bob.open(forBob?.lastMessage?.envelope ?? ({} as never))).toBe('two')
    const [forAlice] = await conversationsOf(alice)
    expect(forAlice).toMatchObject({ unreadCount: 0, peerLastReadAt: null })

    clock.advance(1000)
    const read = await bob.call('POST', `/api/conversations/${message.conversationId}/read`)
    expect(read.statusCode).toBe(200)
    expect((await conversationsOf(bob))[0]?.unreadCount).toBe(0)
    expect((await conversationsOf(alice))[0]?.peerLastReadAt).toBe(clock.now().toISOString())
  })

  it('lists conversations newest activity first', async () => {
    const [me, a, b] = [await messenger(app), await messenger(app), await messenger(app)]
    clock.advance(1000)
    await sent(a, me, 'from a')
    clock.advance(1000)
    await sent(b, me, 'from b')
    expect((await conversationsOf(me)).map((c) => c.peer?.id)).toEqual([b.id, a.id])
    clock.advance(1000)
    await sent(a, me, 'a again')
    expect((await conversationsOf(me)).map((c) => c.peer?.id)).toEqual([a.id, b.id])
    const page = await me.call('GET', '/api/conversations?limit=1')
    expect(page.json().data).toHaveLength(1)
    const next = await me.call('GET', `/api/conversations?limit=1&cursor=${page.json().nextCursor}`)
    expect(next.json().data.map((c: Conversation) => c.peer?.id)).toEqual([b.id])
    expect(next.json().nextCursor).toBeNull()
  })

  it('pages a conversation newest first on a keyset cursor, each message once', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const ids: string[] = []
    for (const n of [1, 2, 3, 4, 5]) {
      clock.advance(1000)
      ids.push((await sent(alice, bob, `message ${n}`)).id)
    }
    const conversationId = (await conversationsOf(bob))[0]?.id ?? ''
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page = await messagesIn(
        bob,
        conversationId,
        `&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )
      seen.push(...page.data.map((m) => m.id))
      cursor = page.nextCursor
      pages += 1
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toEqual([...ids].reverse())
  })

  it('replays a send with the same Idempotency-Key as the first result, storing one message', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const body = { recipient: bob.address, envelope: alice.seal(bob, 'sent while offline') }
    const headers = { 'idempotency-key': crypto.randomUUID() }
    const first = await alice.call('POST', '/api/messages', body, headers)
    const again = await alice.call('POST', '/api/messages', body, headers)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.json().data.id).toBe(first.json().data.id)
    const { data } = await messagesIn(bob, first.json().data.conversationId)
    expect(data).toHaveLength(1)
  })

  it('finds the recipient by handle as well as by address', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const me = await bob.call('GET', '/api/auth/me')
    const res = await alice.call('POST', '/api/messages', {
      recipient: `@${me.json().user.handle}`,
      envelope: alice.seal(bob, 'hi by handle'),
    })
    expect(res.statusCode).toBe(201)
  })

  it('refuses envelopes not sealed with the sender’s key or not for exactly the two of them', async () => {
    const [alice, bob, carol] = [await messenger(app), await messenger(app), await messenger(app)]
    const forCarol = alice.seal(carol, 'wrong reader')
    const wrongReader = await alice.call('POST', '/api/messages', {
      recipient: bob.address,
      envelope: forCarol,
    })
    expect(wrongReader.statusCode).toBe(400)
    expect(wrongReader.json().code).toBe('ENVELOPE_INVALID')
    const byCarol = carol.seal(bob, 'someone else’s key')
    const wrongKey = await alice.call('POST', '/api/messages', {
      recipient: bob.address,
      envelope: {
        ...byCarol,
        sealedFor: {
          ...byCarol.sealedFor,
          [alice.address.toLowerCase()]: Object.values(byCarol.sealedFor)[0],
        },
      },
    })
    expect(wrongKey.statusCode).toBe(400)
  })

  it('refuses an envelope over 16 KB', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const envelope = alice.seal(bob, 'x')
    const res = await alice.call('POST', '/api/messages', {
      recipient: bob.address,
      envelope: { ...envelope, ciphertext: 'AAAA'.repeat(4200) },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
    // and a body far past any envelope is cut off before it is parsed
    const huge = await alice.call('POST', '/api/messages', {
      recipient: bob.address,
      envelope: { ...envelope, ciphertext: 'AAAA'.repeat(10_000) },
    })
    expect(huge.statusCode).toBe(413)
  })

  it('lets a new browser recover the private key with one wallet signature', async () => {
    const alice = await messenger(app)
    const res = await alice.call('GET', '/api/messages/keys')
    const signature = await alice.wallet.signMessage({ message: MESSAGING_KEY_MESSAGE })
    expect(unwrapPrivateKey(res.json().data.wrappedPrivateKey, signature)).toEqual(
      alice.keys.privateKey,
    )
    const published = await app.inject({
      method: 'GET',
      url: `/api/users/${alice.address}/messaging-key`,
    })
    expect(fromBase64(published.json().data.publicKey)).toEqual(alice.keys.publicKey)
    // by handle too, with the address the envelope is sealed for
    const { handle } = (await alice.call('GET', '/api/auth/me')).json().user as { handle: string }
    const byHandle = await app.inject({
      method: 'GET',
      url: `/api/users/@${handle}/messaging-key`,
    })
    expect(byHandle.json().data).toEqual({
      publicKey: published.json().data.publicKey,
      address: alice.address.toLowerCase(),
    })
    const none = await signedInUser(app)
    const missing = await app.inject({
      method: 'GET',
      url: `/api/users/${none.address}/messaging-key`,
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('first contacts', () => {
  it('lets one person start at most 20 conversations an hour', async () => {
    const sender = await messenger(app)
    const recipients = await Promise.all(
      Array.from({ length: FIRST_CONTACTS_PER_HOUR + 1 }, () => messenger(app)),
    )
    const [last, ...first] = recipients
    if (!last) throw new Error('no recipients')
    for (const recipient of first)
      expect((await send(sender, recipient, 'hi')).statusCode).toBe(201)
    const refused = await send(sender, last, 'hi')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('TOO_MANY_NEW_CONVERSATIONS')
    // conversations already started go on
    expect((await send(sender, first[0] as Messenger, 'still here')).statusCode).toBe(201)
    clock.advance(60 * 60 * 1000)
    expect((await send(sender, last, 'hi, an hour later')).statusCode).toBe(201)
  })
})

describe('live delivery', () => {
  it('sends message.new to the recipient’s socket and the sender’s other sockets', async () => {
    const [alice, bob] = [await messenger(app), await messenger(app)]
    const bobLive = await connectLive(app, bob.token)
    const aliceLive = await connectLive(app, alice.token)
    try {
      const message = await sent(alice, bob, 'are you online?')
      for (const socket of [bobLive, aliceLive]) {
        const frame = await socket.next()
        expect(frame).toMatchObject({
          type: 'message.new',
          data: {
            conversationId: message.conversationId,
            messageId: message.id,
            senderId: alice.id,
          },
        })
        expect(JSON.stringify(frame)).not.toContain('online')
      }
    } finally {
      await Promise.all([bobLive.close(), aliceLive.close()])
    }
  })
})
