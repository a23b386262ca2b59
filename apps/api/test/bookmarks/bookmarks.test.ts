import { type Bookmark, IDEMPOTENCY_HEADER } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { testClock } from '../clock.ts'
import { communityWith, HOUR, proposalInput, propose, users } from '../governance/governance.ts'
import { createListing, type Trader, trader } from '../marketplace/market.ts'
import { createPost, type SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

const rpcUrl = inject('localRpcUrl')
const clock = testClock(new Date('2032-04-01T10:00:00Z'))
let app: TestApp
let seller: Trader

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl }, { clock })
  seller = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

const bookmarksOf = async (user: SignedInUser, query = '') => {
  const res = await user.call('GET', `/api/bookmarks${query}`)
  expect(res.statusCode).toBe(200)
  return res.json() as { data: Bookmark[]; nextCursor: string | null }
}

const idOf = (bookmark: Bookmark) =>
  bookmark.kind === 'post'
    ? bookmark.post.id
    : bookmark.kind === 'listing'
      ? bookmark.listing.id
      : bookmark.proposal.id

describe('bookmarks', () => {
  it('bookmarks a post, a listing and a proposal and lists them newest first, each in its usual shape', async () => {
    const [reader, author] = await users(app, 2)
    const post = await createPost(author, { content: 'worth keeping' })
    const listing = await createListing(seller)
    const dao = await communityWith(author, [])
    const proposal = await propose(author, dao.id, proposalInput(clock))

    for (const [kind, id] of [
      ['post', post.id],
      ['listing', listing.id],
      ['proposal', proposal.id],
    ] as const) {
      clock.advance(1000)
      const res = await reader.call('PUT', `/api/bookmarks/${kind}/${id}`)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, data: { bookmarked: true } })
    }

    const { data, nextCursor } = await bookmarksOf(reader)
    expect(data.map((bookmark) => [bookmark.kind, idOf(bookmark)])).toEqual([
      ['proposal', proposal.id],
      ['listing', listing.id],
      ['post', post.id],
    ])
    expect(nextCursor).toBeNull()
    expect(data[2]).toMatchObject({
      kind: 'post',
      bookmarkedAt: new Date(clock.now().getTime() - 2000).toISOString(),
      post: { id: post.id, content: 'worth keeping', viewerBookmarked: true },
    })
    expect(data[1]).toMatchObject({ listing: { id: listing.id, viewerFavorited: true } })
    expect(data[0]).toMatchObject({ proposal: { id: proposal.id, viewerBookmarked: true } })

    const posts = await bookmarksOf(reader, '?kind=post')
    expect(posts.data.map(idOf)).toEqual([post.id])
    const read = await reader.call('GET', `/api/posts/${post.id}`)
    expect(read.json().data.viewerBookmarked).toBe(true)
    const byAuthor = await author.call('GET', `/api/posts/${post.id}`)
    expect(byAuthor.json().data.viewerBookmarked).toBe(false)
  })

  it('is idempotent both ways', async () => {
    const [reader, author] = await users(app, 2)
    const post = await createPost(author)
    await reader.call('PUT', `/api/bookmarks/post/${post.id}`)
    await reader.call('PUT', `/api/bookmarks/post/${post.id}`)
    expect((await bookmarksOf(reader)).data).toHaveLength(1)
    for (let i = 0; i < 2; i++) {
      const res = await reader.call('DELETE', `/api/bookmarks/post/${post.id}`)
      expect(res.json()).toEqual({ success: true, data: { bookmarked: false } })
    }
    expect((await bookmarksOf(reader)).data).toEqual([])
  })

  it('replays a PUT sent again with its Idempotency-Key without undoing a later removal', async () => {
    const [reader, author] = await users(app, 2)
    const post = await createPost(author)
    const key = { [IDEMPOTENCY_HEADER]: crypto.randomUUID() }
    const first = await reader.call('PUT', `/api/bookmarks/post/${post.id}`, undefined, key)
    await reader.call('DELETE', `/api/bookmarks/post/${post.id}`, undefined, {
      [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
    })
    const replay = await reader.call('PUT', `/api/bookmarks/post/${post.id}`, undefined, key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect((await bookmarksOf(reader)).data).toEqual([])
  })

  it('makes a listing’s bookmark its favourite: one record, counted once', async () => {
    const [reader] = await users(app, 1)
    const listing = await createListing(seller)
    await reader.call('POST', `/api/marketplace/listings/${listing.id}/favorite`)
    await reader.call('PUT', `/api/bookmarks/listing/${listing.id}`)
    const read = await reader.call('GET', `/api/marketplace/listings/${listing.id}`)
    expect(read.json().data).toMatchObject({ viewerFavorited: true, stats: { favorites: 1 } })
    expect((await bookmarksOf(reader, '?kind=listing')).data.map(idOf)).toEqual([listing.id])

    await reader.call('DELETE', `/api/bookmarks/listing/${listing.id}`)
    const after = await reader.call('GET', `/api/marketplace/listings/${listing.id}`)
    expect(after.json().data).toMatchObject({ viewerFavorited: false, stats: { favorites: 0 } })
    expect((await bookmarksOf(reader, '?kind=listing')).data).toEqual([])
  })

  it('leaves out a listing its seller took off the market', async () => {
    const [reader] = await users(app, 1)
    const listing = await createListing(seller)
    await reader.call('PUT', `/api/bookmarks/listing/${listing.id}`)
    await seller.call('DELETE', `/api/marketplace/listings/${listing.id}`)
    expect((await bookmarksOf(reader, '?kind=listing')).data).toEqual([])
    const again = await reader.call('PUT', `/api/bookmarks/listing/${listing.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('LISTING_NOT_FOUND')
  })

  it('pages with a cursor, newest first', async () => {
    const [reader, author] = await users(app, 2)
    const ids: string[] = []
    for (let i = 0; i < 23; i++) {
      const post = await createPost(author, { content: `post ${i}` })
      clock.advance(10)
      await reader.call('PUT', `/api/bookmarks/post/${post.id}`)
      ids.unshift(post.id)
    }
    const first = await bookmarksOf(reader, '?kind=post')
    expect(first.data).toHaveLength(20)
    const second = await bookmarksOf(reader, `?kind=post&cursor=${first.nextCursor}`)
    expect([...first.data, ...second.data].map(idOf)).toEqual(ids)
    expect(second.nextCursor).toBeNull()
  })

  it('answers 404 with the kind’s own code for something that does not exist', async () => {
    const [reader] = await users(app, 1)
    for (const [kind, code] of [
      ['post', 'POST_NOT_FOUND'],
      ['listing', 'LISTING_NOT_FOUND'],
      ['proposal', 'PROPOSAL_NOT_FOUND'],
    ]) {
      const res = await reader.call('PUT', `/api/bookmarks/${kind}/${crypto.randomUUID()}`)
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe(code)
    }
    const unknownKind = await reader.call('PUT', `/api/bookmarks/person/${crypto.randomUUID()}`)
    expect(unknownKind.statusCode).toBe(400)
  })

  it('is private: nobody reads or writes bookmarks without a session, nor sees another’s', async () => {
    const [reader, other, author] = await users(app, 3)
    const post = await createPost(author)
    await reader.call('PUT', `/api/bookmarks/post/${post.id}`)

    expect((await bookmarksOf(other)).data).toEqual([])
    const read = await other.call('GET', `/api/posts/${post.id}`)
    expect(read.json().data.viewerBookmarked).toBe(false)

    const anonymousList = await app.inject({ method: 'GET', url: '/api/bookmarks' })
    expect(anonymousList.statusCode).toBe(401)
    expect(anonymousList.json().code).toBe('AUTH_REQUIRED')
    const anonymousPut = await app.inject({
      method: 'PUT',
      url: `/api/bookmarks/post/${post.id}`,
    })
    expect(anonymousPut.statusCode).toBe(401)
    const anonymousRead = await app.inject({ method: 'GET', url: `/api/posts/${post.id}` })
    expect(anonymousRead.json().data.viewerBookmarked).toBe(false)
  })

  it('shows a bookmark on the feed at once, and its removal', async () => {
    const [reader, author] = await users(app, 2)
    const post = await createPost(author, { content: 'on the feed' })
    const feedState = async () => {
      const res = await reader.call('GET', '/api/feed?scope=all&sort=latest')
      return res.json().data.find((p: { id: string }) => p.id === post.id)?.viewerBookmarked
    }
    expect(await feedState()).toBe(false)
    await reader.call('PUT', `/api/bookmarks/post/${post.id}`)
    expect(await feedState()).toBe(true)
    await reader.call('DELETE', `/api/bookmarks/post/${post.id}`)
    clock.advance(HOUR)
    expect(await feedState()).toBe(false)
  })
})
