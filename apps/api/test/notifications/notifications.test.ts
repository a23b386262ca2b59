import type { InboxNotification } from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { liveEvents } from '../../src/db/schema/live.ts'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { connectLive } from '../live/liveClient.ts'
import { createListing, placeOrder, trader } from '../marketplace/market.ts'
import { createPost, type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: inject('localRpcUrl') })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

async function inboxOf(user: Pick<SignedInUser, 'call'>, query = '') {
  const res = await user.call('GET', `/api/notifications${query}`)
  expect(res.statusCode).toBe(200)
  return res.json() as {
    data: InboxNotification[]
    nextCursor: string | null
    unreadCount: number
  }
}

/** Inbox rows are written after the answer, by a bus subscriber: wait for them. */
async function waitForInbox(user: Pick<SignedInUser, 'call'>, count: number) {
  await expect.poll(async () => (await inboxOf(user)).data.length).toBe(count)
  return inboxOf(user)
}

async function handleOf(user: SignedInUser) {
  return (await user.call('GET', '/api/auth/me')).json().user.handle as string
}

function users(n: 2): Promise<[SignedInUser, SignedInUser]>
function users(n: 3): Promise<[SignedInUser, SignedInUser, SignedInUser]>
function users(n: 4): Promise<[SignedInUser, SignedInUser, SignedInUser, SignedInUser]>
function users(n: number) {
  return Promise.all(Array.from({ length: n }, () => signedInUser(app)))
}

const comment = (user: SignedInUser, postId: string, content: string) =>
  user.call('POST', `/api/posts/${postId}/comments`, { content })

describe('the notification inbox', () => {
  it('tells a post’s author about a reply, and a mentioned person about the mention', async () => {
    const [alice, bob, carol] = await users(3)
    const post = await createPost(alice)
    const res = await comment(bob, post.id, `agreed, @${await handleOf(carol)} should see this`)
    const commentId = res.json().data.id
    const { data, unreadCount } = await waitForInbox(alice, 1)
    expect(unreadCount).toBe(1)
    expect(data[0]).toMatchObject({
      kind: 'reply',
      data: { postId: post.id, commentId, actorId: bob.id },
      readAt: null,
    })
    const forCarol = await waitForInbox(carol, 1)
    expect(forCarol.data[0]).toMatchObject({
      kind: 'mention',
      data: { postId: post.id, commentId, actorId: bob.id },
    })
    // one's own comment on one's own post tells nobody
    await comment(alice, post.id, 'thanks')
    await createPost(alice, { content: `hello @${await handleOf(carol)}` })
    await waitForInbox(carol, 2)
    expect((await inboxOf(alice)).data).toHaveLength(1)
  })

  it('tells a person about a new follower once while unread', async () => {
    const [alice, bob, carol] = await users(3)
    // every write, new or folded into an unread row, is announced on the bus
    let written = 0
    const stop = app.ctx.events.subscribe('notification.created', ({ data }) => {
      if (data.userId === alice.id) written += 1
    })
    try {
      await bob.call('POST', `/api/users/${alice.address}/follow`)
      await bob.call('DELETE', `/api/users/${alice.address}/follow`)
      await bob.call('POST', `/api/users/${alice.address}/follow`)
      await carol.call('POST', `/api/users/${alice.address}/follow`)
      await expect.poll(() => written).toBe(3)
    } finally {
      stop()
    }
    const { data } = await inboxOf(alice)
    // two rows, one per follower, in whichever order their last writes came
    expect(data.map((n) => JSON.stringify(n.data)).sort()).toEqual(
      [{ actorId: bob.id }, { actorId: carol.id }].map((d) => JSON.stringify(d)).sort(),
    )
  })

  it('groups reactions to one post into one notification, latest actor first', async () => {
    const [alice, bob, carol] = await users(3)
    const post = await createPost(alice)
    await bob.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    await waitForInbox(alice, 1)
    await carol.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    await expect
      .poll(async () => (await inboxOf(alice)).data[0]?.data)
      .toEqual({ postId: post.id, actorIds: [carol.id, bob.id], count: 2 })
    expect((await inboxOf(alice)).data).toHaveLength(1)

    // once read, the next reaction starts a new group
    await alice.call('POST', '/api/notifications/read', { all: true })
    const dave = await signedInUser(app)
    await dave.call('POST', `/api/posts/${post.id}/reactions`, { type: 'like' })
    const { data, unreadCount } = await waitForInbox(alice, 2)
    expect(unreadCount).toBe(1)
    expect(data[0]).toMatchObject({ kind: 'reaction', data: { actorIds: [dave.id], count: 1 } })
  })

  it('groups reposts of a post like reactions, and tells an author their post was quoted', async () => {
    const [alice, bob, carol] = await users(3)
    const post = await createPost(alice)
    // one's own repost and a repost taken back tell nobody
    await alice.call('POST', `/api/posts/${post.id}/repost`)
    await bob.call('POST', `/api/posts/${post.id}/repost`)
    await waitForInbox(alice, 1)
    await carol.call('POST', `/api/posts/${post.id}/repost`)
    await carol.call('DELETE', `/api/posts/${post.id}/repost`)
    await expect
      .poll(async () => (await inboxOf(alice)).data[0])
      .toMatchObject({
        kind: 'repost',
        data: { postId: post.id, actorIds: [carol.id, bob.id], count: 2 },
      })

    // a quote that also @mentions the quoted author tells them once, as a quote
    const quoting = await createPost(bob, {
      content: `look at this, @${await handleOf(alice)}`,
      quote: { kind: 'post', id: post.id },
    })
    const { data } = await waitForInbox(alice, 2)
    expect(data[0]).toMatchObject({
      kind: 'quote',
      data: { postId: quoting.id, quotedPostId: post.id, actorId: bob.id },
    })
  })

  it('tells the seller about a new order', async () => {
    const rpcUrl = inject('localRpcUrl')
    const seller = await trader(app, await fundedWallet(rpcUrl))
    const buyer = await trader(app, await fundedWallet(rpcUrl))
    const listing = await createListing(seller)
    const order = await placeOrder(buyer, listing.id)
    const { data } = await waitForInbox(seller, 1)
    expect(data[0]).toMatchObject({
      kind: 'order',
      data: { orderId: order.id, status: 'awaiting_payment', role: 'seller' },
    })
    // the seller area shows the same inbox row, not a copy kept beside it
    const own = await seller.call('GET', `/api/sellers/${seller.address}/notifications`)
    expect(own.json().data).toMatchObject([{ id: data[0]?.id, type: 'new_order' }])
  })

  it('marks some or all read and counts what is unread', async () => {
    const [alice, ...others] = await users(4)
    for (const other of others) await other.call('POST', `/api/users/${alice.address}/follow`)
    const { data } = await waitForInbox(alice, 3)
    const one = await alice.call('POST', '/api/notifications/read', { ids: [data[0]?.id] })
    expect(one.json().data).toEqual({ unreadCount: 2 })
    expect((await inboxOf(alice, '?unread=true')).data.map((n) => n.id)).toEqual(
      data.slice(1).map((n) => n.id),
    )
    // someone else's ids change nothing
    await others[0].call('POST', '/api/notifications/read', { ids: [data[1]?.id] })
    expect((await inboxOf(alice)).unreadCount).toBe(2)
    const all = await alice.call('POST', '/api/notifications/read', { all: true })
    expect(all.json().data).toEqual({ unreadCount: 0 })

    const page = await inboxOf(alice, '?limit=2')
    expect(page.data).toHaveLength(2)
    const rest = await inboxOf(alice, `?limit=2&cursor=${page.nextCursor}`)
    expect([...page.data, ...rest.data].map((n) => n.id)).toEqual(data.map((n) => n.id))
    expect(rest.nextCursor).toBeNull()
  })

  it('writes nothing of a kind the person turned off', async () => {
    const [alice, bob, carol] = await users(3)
    const put = await alice.call('PUT', '/api/notifications/preferences', { reply: false })
    expect(put.json().data).toMatchObject({ reply: false, mention: true, order: true })
    expect((await alice.call('GET', '/api/notifications/preferences')).json().data.reply).toBe(
      false,
    )
    const post = await createPost(alice)
    // one event: alice's reply is decided before carol's mention is written
    await comment(bob, post.id, `cc @${await handleOf(carol)}`)
    await waitForInbox(carol, 1)
    expect((await inboxOf(alice)).data).toEqual([])
  })

  it('stops writing a kind at once when it is turned off after some were written', async () => {
    const [alice, bob] = await users(2)
    const post = await createPost(alice)
    await comment(bob, post.id, 'first reply')
    await waitForInbox(alice, 1)
    await alice.call('PUT', '/api/notifications/preferences', { reply: false })
    await comment(bob, post.id, 'second reply')
    await comment(bob, (await createPost(bob)).id, `cc @${await handleOf(alice)}`)
    // the mention is written after the reply would have been: by then nothing else came
    await waitForInbox(alice, 2)
    expect((await inboxOf(alice)).data.map((item: { kind: string }) => item.kind)).toEqual([
      'mention',
      'reply',
    ])
  })

  it('sends notification.new on the person’s live socket for kinds without a live event of their own', async () => {
    const [alice, bob] = await users(2)
    const post = await createPost(alice)
    const live = await connectLive(app, alice.token)
    try {
      await bob.call('POST', `/api/posts/${post.id}/reactions`, { type: 'fire' })
      const frame = await live.next()
      const [stored] = (await inboxOf(alice)).data
      expect(frame).toEqual({
        id: expect.any(Number),
        type: 'notification.new',
        data: { notificationId: stored?.id, kind: 'reaction' },
      })
    } finally {
      await live.close()
    }
  })

  it('announces a follower once on the live socket: follower.new, not a second notification.new', async () => {
    const [alice, bob] = await users(2)
    await bob.call('POST', `/api/users/${alice.address}/follow`)
    await waitForInbox(alice, 1)
    await expect
      .poll(async () => {
        const rows = await app.ctx.db
          .select({ type: liveEvents.type })
          .from(liveEvents)
          .where(eq(liveEvents.userId, alice.id))
        return rows.map((row) => row.type)
      })
      .toEqual(['follower.new'])
  })
})
