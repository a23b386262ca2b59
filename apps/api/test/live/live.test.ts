import { LIVE_CLOSE_CODES, type LiveServerFrame } from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { liveEvents } from '../../src/db/schema/live.ts'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { createListing, placeOrder, trader } from '../marketplace/market.ts'
import { createPost, type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { connectLive, type LiveClient, openLive } from './liveClient.ts'

const rpcUrl = inject('localRpcUrl')
const AUTH_TIMEOUT_MS = 150
let app: TestApp
const open: LiveClient[] = []

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl }, { live: { authTimeoutMs: AUTH_TIMEOUT_MS } })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await Promise.all(open.map((client) => client.close()))
  await app.close()
})

async function live(token: string, lastEventId?: number) {
  const client = await connectLive(app, token, lastEventId)
  open.push(client)
  return client
}

const follow = (follower: SignedInUser, followee: SignedInUser) =>
  follower.call('POST', `/api/users/${followee.address}/follow`)

/** Waits until `count` events are stored for a person (they are stored after the answer). */
async function storedFor(user: SignedInUser, count: number) {
  await expect
    .poll(async () => {
      const rows = await app.ctx.db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(eq(liveEvents.userId, user.id))
      return rows.length
    })
    .toBe(count)
}

const ids = (frames: LiveServerFrame[]) => frames.map((frame) => ('id' in frame ? frame.id : null))

describe('authenticating a live socket', () => {
  it('accepts the token in the first frame and answers ready', async () => {
    const user = await signedInUser(app)
    const client = await live(user.token)
    expect(client.ready).toEqual({
      type: 'ready',
      userId: user.id,
      lastEventId: 0,
      replayed: 0,
      complete: true,
    })
  })

  it('closes a socket that brings its token in the URL, without authenticating it', async () => {
    const user = await signedInUser(app)
    const client = await openLive(app, `?token=${user.token}`)
    const closed = await client.closed
    expect(closed.code).toBe(LIVE_CLOSE_CODES.unauthenticated)
    expect(closed.reason).toMatch(/auth frame/)
    expect(client.frames).toEqual([])
  })

  it('closes a socket that sends no auth frame in time', async () => {
    const client = await openLive(app)
    const closed = await client.closed
    expect(closed).toEqual({
      code: LIVE_CLOSE_CODES.unauthenticated,
      reason: 'no auth frame in time',
    })
    expect(client.frames).toEqual([])
  })

  it('closes on a forged token, a revoked session and a first frame that is not auth', async () => {
    const forged = await openLive(app)
    forged.send({ type: 'auth', token: 'not.a.token' })
    expect(await forged.closed).toEqual({
      code: LIVE_CLOSE_CODES.unauthenticated,
      reason: 'TOKEN_INVALID',
    })

    const user = await signedInUser(app)
    expect((await user.call('POST', '/api/auth/logout')).statusCode).toBeLessThan(300)
    const revoked = await openLive(app)
    revoked.send({ type: 'auth', token: user.token })
    expect(await revoked.closed).toEqual({
      code: LIVE_CLOSE_CODES.unauthenticated,
      reason: 'SESSION_REVOKED',
    })

    const chatty = await openLive(app)
    chatty.socket.send('hello')
    expect((await chatty.closed).code).toBe(LIVE_CLOSE_CODES.badFrame)
  })

  it('closes a socket whose frame is bigger than 4 KB', async () => {
    const client = await openLive(app)
    client.send({ type: 'auth', token: 'x'.repeat(5000) })
    expect((await client.closed).code).toBe(1009)
  })
})

describe('live events', () => {
  it('sends an order’s changes to its buyer and its seller as they happen', async () => {
    const seller = await trader(app, await fundedWallet(rpcUrl))
    const buyer = await trader(app, await fundedWallet(rpcUrl))
    const sellerLive = await live(seller.token)
    const buyerLive = await live(buyer.token)

    const listing = await createListing(seller)
    const order = await placeOrder(buyer, listing.id)
    await buyer.call('POST', `/api/marketplace/orders/${order.id}/cancel`)

    for (const client of [buyerLive, sellerLive]) {
      const placed = await client.next()
      const cancelled = await client.next()
      expect(placed).toMatchObject({
        type: 'order.changed',
        data: { orderId: order.id, status: 'awaiting_payment' },
      })
      expect(cancelled).toMatchObject({
        type: 'order.changed',
        data: { orderId: order.id, status: 'cancelled' },
      })
      expect(Number(cancelled.type === 'ready' || cancelled.id)).toBeGreaterThan(
        Number(placed.type === 'ready' || placed.id),
      )
    }
  })

  it('replays what a reconnecting socket missed, once, in id order, then goes on live', async () => {
    const [author, first, second, third, fourth] = await Promise.all(
      Array.from({ length: 5 }, () => signedInUser(app)),
    )
    if (!author || !first || !second || !third || !fourth) throw new Error('people missing')
    const post = await createPost(author, { content: 'comments welcome' })
    const before = await live(author.token)
    await follow(first, author)
    const seen = await before.next()
    expect(seen).toMatchObject({ type: 'follower.new', data: { followerId: first.id } })
    await before.close()

    // while the author is away
    await follow(second, author)
    await second.call('POST', `/api/posts/${post.id}/comments`, { content: 'well said' })
    await storedFor(author, 3)

    const lastSeen = (seen as { id: number }).id
    const after = await live(author.token, lastSeen)
    expect(after.ready).toMatchObject({ replayed: 2, complete: true })
    const missed = [await after.next(), await after.next()]
    expect(missed).toMatchObject([
      { type: 'follower.new', data: { followerId: second.id } },
      { type: 'comment.new', data: { postId: post.id } },
    ])
    expect(after.ready.lastEventId).toBe((missed[1] as { id: number }).id)

    await follow(third, author)
    expect(await after.next()).toMatchObject({
      type: 'follower.new',
      data: { followerId: third.id },
    })
    const received = ids(after.frames.slice(1))
    expect(received).toHaveLength(3)
    expect(
      received.every(
        (id, i) => (id as number) > (i === 0 ? lastSeen : (received[i - 1] as number)),
      ),
    ).toBe(true)
  })

  it('never sends one person’s events to another', async () => {
    const [alice, bob, carol] = await Promise.all(
      Array.from({ length: 3 }, () => signedInUser(app)),
    )
    if (!alice || !bob || !carol) throw new Error('people missing')
    const aliceLive = await live(alice.token)
    const bobLive = await live(bob.token)

    await follow(carol, alice)
    expect(await aliceLive.next()).toMatchObject({ type: 'follower.new' })
    await follow(carol, bob)
    expect(await bobLive.next()).toMatchObject({ type: 'follower.new' })

    // alice's event was sent before bob's existed: had it reached him, it came first
    expect(bobLive.frames.slice(1)).toHaveLength(1)
    const bobRows = await app.ctx.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(eq(liveEvents.userId, bob.id))
    expect(ids(bobLive.frames.slice(1))).toEqual(bobRows.map((row) => row.id))
  })

  it('tells a post’s author about someone else’s comment, not about their own', async () => {
    const [author, reader] = await Promise.all([signedInUser(app), signedInUser(app)])
    const post = await createPost(author)
    const client = await live(author.token)

    await author.call('POST', `/api/posts/${post.id}/comments`, { content: 'my own note' })
    const reply = await reader.call('POST', `/api/posts/${post.id}/comments`, { content: 'hi' })

    expect(await client.next()).toEqual({
      id: expect.any(Number),
      type: 'comment.new',
      data: { postId: post.id, commentId: reply.json().data.id },
    })
    await storedFor(author, 1)
  })

  it('tells a person about a new follower once, however often the follow is sent', async () => {
    const [author, fan] = await Promise.all([signedInUser(app), signedInUser(app)])
    const post = await createPost(author, { content: 'follow me' })
    await follow(fan, author)
    await follow(fan, author)
    await fan.call('POST', `/api/posts/${post.id}/comments`, { content: 'done, twice' })
    await storedFor(author, 2)
    const rows = await app.ctx.db
      .select({ type: liveEvents.type })
      .from(liveEvents)
      .where(eq(liveEvents.userId, author.id))
      .orderBy(liveEvents.id)
    expect(rows.map((row) => row.type)).toEqual(['follower.new', 'comment.new'])
  })

  it('tells every other open socket about a new post, without storing it', async () => {
    const [author, reader] = await Promise.all([signedInUser(app), signedInUser(app)])
    const authorLive = await live(author.token)
    const readerLive = await live(reader.token)

    const post = await createPost(author, { content: 'fresh' })
    await follow(reader, author)

    // a batch can also name posts other tests made just before: the reader's frames are read
    // until one names this post
    let frame = await readerLive.next()
    while (frame.type === 'feed.new' && !frame.data.posts.some((p) => p.postId === post.id)) {
      frame = await readerLive.next()
    }
    expect(frame).toMatchObject({ id: null, type: 'feed.new' })
    expect(frame.type === 'feed.new' && frame.data.posts).toContainEqual({
      postId: post.id,
      communityId: null,
    })
    // the author hears of the follow, and never of their own post
    let authorFrame = await authorLive.next()
    while (authorFrame.type === 'feed.new') {
      expect(authorFrame.data.posts.map((p) => p.postId)).not.toContain(post.id)
      authorFrame = await authorLive.next()
    }
    expect(authorFrame).toMatchObject({ type: 'follower.new' })
    await storedFor(reader, 0)
  })
})

describe('connection limits', () => {
  it('closes a person’s oldest socket when they open a sixth', async () => {
    const user = await signedInUser(app)
    const clients = []
    for (let i = 0; i < 5; i += 1) clients.push(await live(user.token))
    expect(
      app.ctx && clients.every((client) => client.socket.readyState === client.socket.OPEN),
    ).toBe(true)

    await live(user.token)

    expect(await clients[0]?.closed).toEqual({
      code: LIVE_CLOSE_CODES.replaced,
      reason: 'too many connections: this one is the oldest',
    })
    expect(
      clients.slice(1).every((client) => client.socket.readyState === client.socket.OPEN),
    ).toBe(true)
  })
})
