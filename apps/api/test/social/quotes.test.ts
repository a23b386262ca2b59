import type { Post } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { testClock } from '../clock.ts'
import { communityWith, proposalInput, propose, users } from '../governance/governance.ts'
import { createListing, type Trader, trader } from '../marketplace/market.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createPost, type SignedInUser } from './users.ts'

const rpcUrl = inject('localRpcUrl')
const clock = testClock(new Date('2032-06-02T09:00:00Z'))
let app: TestApp
let seller: Trader

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl }, { clock })
  seller = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

async function quote(user: SignedInUser, kind: string, id: string, content = 'have a look') {
  return user.call('POST', '/api/posts', { content, quote: { kind, id } })
}

async function read(postId: string) {
  const res = await app.inject({ method: 'GET', url: `/api/posts/${postId}` })
  expect(res.statusCode).toBe(200)
  return res.json().data as Post
}

describe('quotes', () => {
  it('quotes a post: the quoting post carries a card of it, with its author', async () => {
    const [author, quoter] = await users(app, 2)
    const original = await createPost(author, { content: 'the original thought' })
    const res = await quote(quoter, 'post', original.id, 'so true')
    expect(res.statusCode).toBe(201)
    const quoting = res.json().data as Post
    expect(quoting.content).toBe('so true')
    expect(quoting.quote).toMatchObject({
      kind: 'post',
      id: original.id,
      preview: {
        author: { id: author.id },
        title: null,
        text: 'the original thought',
        price: null,
      },
    })
    // and everywhere the post is read: the feed too
    const feed = await app.inject({ method: 'GET', url: '/api/feed?limit=5' })
    const inFeed = (feed.json().data as Post[]).find((post) => post.id === quoting.id)
    expect(inFeed?.quote?.preview?.text).toBe('the original thought')
    expect((await read(original.id)).quote).toBeNull()
  })

  it('quotes a proposal with its title and community, so it can be discussed in the feed', async () => {
    const [owner] = await users(app, 1)
    const dao = await communityWith(owner, [])
    const proposal = await propose(
      owner,
      dao.id,
      proposalInput(clock, { title: 'Fund the bridge', body: 'We should fund it.' }),
    )
    const res = await quote(owner, 'proposal', proposal.id, 'vote on this')
    expect(res.statusCode).toBe(201)
    expect((res.json().data as Post).quote).toMatchObject({
      kind: 'proposal',
      id: proposal.id,
      preview: {
        title: 'Fund the bridge',
        text: 'We should fund it.',
        community: { id: dao.id, slug: dao.slug, name: dao.name },
        author: { id: owner.id },
      },
    })
  })

  it('quotes a listing with its price and seller; a listing taken off the market shows as unavailable', async () => {
    const [quoter] = await users(app, 1)
    const listing = await createListing(seller, { priceAmount: '0.25' })
    const res = await quote(quoter, 'listing', listing.id, 'nice bowl')
    expect(res.statusCode).toBe(201)
    const quoting = res.json().data as Post
    expect(quoting.quote).toMatchObject({
      kind: 'listing',
      id: listing.id,
      preview: {
        title: 'Stoneware bowl, ash glaze',
        price: { amount: '0.25', currency: 'ETH' },
      },
    })
    expect(
      (await seller.call('DELETE', `/api/marketplace/listings/${listing.id}`)).statusCode,
    ).toBe(200)
    expect((await read(quoting.id)).quote).toEqual({
      kind: 'listing',
      id: listing.id,
      preview: null,
    })
    const again = await quote(quoter, 'listing', listing.id)
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('QUOTE_TARGET_NOT_FOUND')
  })

  it('shows a deleted or removed post as unavailable, never its old text', async () => {
    const [owner, author, quoter] = await users(app, 3)
    const dao = await communityWith(owner, [author])
    const removed = await createPost(author, { communityId: dao.id, content: 'soon removed' })
    const deleted = await createPost(author, { content: 'soon deleted' })
    const quotingRemoved = (await quote(quoter, 'post', removed.id)).json().data as Post
    const quotingDeleted = (await quote(quoter, 'post', deleted.id)).json().data as Post

    const hide = await owner.call('POST', '/api/moderation/actions', {
      action: 'hide',
      targetKind: 'post',
      targetId: removed.id,
    })
    expect(hide.statusCode).toBe(200)
    expect((await author.call('DELETE', `/api/posts/${deleted.id}`)).statusCode).toBe(200)

    for (const [quoting, original] of [
      [quotingRemoved, removed],
      [quotingDeleted, deleted],
    ] as const) {
      const shown = await read(quoting.id)
      expect(shown.quote).toEqual({ kind: 'post', id: original.id, preview: null })
      expect(JSON.stringify(shown)).not.toContain('soon')
    }
    const refused = await quote(quoter, 'post', removed.id)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().code).toBe('QUOTE_TARGET_NOT_FOUND')
  })

  it('refuses what cannot be quoted: an unknown kind, a bad id, something that does not exist', async () => {
    const [quoter] = await users(app, 1)
    expect((await quote(quoter, 'comment', crypto.randomUUID())).statusCode).toBe(400)
    expect((await quote(quoter, 'post', 'nope')).statusCode).toBe(400)
    const missing = await quote(quoter, 'proposal', crypto.randomUUID())
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('QUOTE_TARGET_NOT_FOUND')
  })
})
