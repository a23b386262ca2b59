import type { Post } from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { proposals } from '../../src/db/schema/governance.ts'
import { announceOpened, runProposalTimers } from '../../src/features/proposals/lifecycle.ts'
import { testClock } from '../clock.ts'
import { createPost } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { communityWith, DAY, HOUR, proposalInput, propose, users, vote } from './governance.ts'

const clock = testClock(new Date('2032-03-01T08:00:00Z'))
let app: TestApp
// each read asks a page size of its own, so no read is served from the shared page of another
let pageSize = 20

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

async function communityFeed(communityId: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/feed?scope=community&communityId=${communityId}&limit=${pageSize--}`,
  })
  expect(res.statusCode).toBe(200)
  return res.json().data as Post[]
}

describe('a proposal in its community’s feed', () => {
  it('shows as a card of its author’s when it opens, with its kind and closing time', async () => {
    const [admin, member] = await users(app, 2)
    const dao = await communityWith(admin, [member])
    const proposal = await propose(admin, dao.id, proposalInput(clock))
    const [card, ...rest] = await communityFeed(dao.id)
    expect(rest).toEqual([])
    expect(card?.author.id).toBe(admin.id)
    expect(card?.content).toBe('')
    expect(card?.createdAt).toBe(proposal.startsAt)
    expect(card?.proposal).toEqual({
      id: proposal.id,
      title: 'Fund the community garden',
      kind: 'general',
      startsAt: proposal.startsAt,
      endsAt: proposal.endsAt,
      outcome: null,
    })
    // the whole feed and the author's page carry the same card
    const all = await app.inject({ method: 'GET', url: `/api/feed?author=${admin.id}` })
    expect(all.json().data.map((post: Post) => post.proposal?.id)).toEqual([proposal.id])
  })

  it('waits for a later start, comes once at its opening time, and tells its outcome', async () => {
    const [admin, member] = await users(app, 2)
    const dao = await communityWith(admin, [member])
    const startsAt = new Date(clock.now().getTime() + 2 * HOUR)
    const proposal = await propose(
      admin,
      dao.id,
      proposalInput(clock, {
        votingSystem: 'basic',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + DAY).toISOString(),
      }),
    )
    await runProposalTimers(app.ctx)
    expect(await communityFeed(dao.id)).toEqual([])

    clock.advance(HOUR)
    const before = await createPost(member, { communityId: dao.id, content: 'before it opens' })
    clock.advance(HOUR + 30 * 1000)
    // two instances' timers at once, then again: one card
    await Promise.all([runProposalTimers(app.ctx), runProposalTimers(app.ctx)])
    await announceOpened(app.ctx, { id: proposal.id, communityId: dao.id })
    clock.advance(60 * 1000)
    const after = await createPost(member, { communityId: dao.id, content: 'after it opened' })
    await runProposalTimers(app.ctx)
    const feed = await communityFeed(dao.id)
    expect(feed.map((post) => post.proposal?.id ?? post.id)).toEqual([
      after.id,
      proposal.id,
      before.id,
    ])
    expect(feed[1]?.createdAt).toBe(startsAt.toISOString())

    await vote(app, member, clock, proposal.id, [1])
    clock.advance(DAY)
    await runProposalTimers(app.ctx)
    const closed = (await communityFeed(dao.id)).find((post) => post.proposal)
    expect(closed?.proposal?.outcome).toBe('passed')
  })

  it('leaves the feed with its proposal, and shows no card once moderators hide the post', async () => {
    const [admin, member] = await users(app, 2)
    const dao = await communityWith(admin, [member])
    const kept = await propose(admin, dao.id, proposalInput(clock, { title: 'Keep bees' }))
    clock.advance(1000)
    const gone = await propose(admin, dao.id, proposalInput(clock, { title: 'Sell the hives' }))
    expect((await communityFeed(dao.id)).map((post) => post.proposal?.title)).toEqual([
      'Sell the hives',
      'Keep bees',
    ])
    await app.ctx.db.delete(proposals).where(eq(proposals.id, gone.id))
    const feed = await communityFeed(dao.id)
    expect(feed.map((post) => post.proposal?.id)).toEqual([kept.id])

    const hidden = await admin.call('POST', '/api/moderation/actions', {
      action: 'hide',
      targetKind: 'post',
      targetId: feed[0]?.id,
      note: '',
    })
    expect(hidden.statusCode).toBe(200)
    const post = await app.inject({ method: 'GET', url: `/api/posts/${feed[0]?.id}` })
    expect(post.json().data.removedByModerators).toBe(true)
    expect(post.json().data.proposal).toBeUndefined()
  })

  it('shows a listing approval as its seller’s card, of its kind', async () => {
    const [admin, seller] = await users(app, 2)
    const dao = await communityWith(admin, [seller])
    const listing = await seller.call('POST', '/api/marketplace/listings', {
      title: 'Hand-bound notebook',
      description: 'Linen thread, 96 pages.',
      priceAmount: '0.02',
      currency: 'ETH',
      chainId: 8453,
      category: 'crafts',
      images: [],
      quantity: 1,
    })
    expect(listing.statusCode).toBe(201)
    const asked = await seller.call('POST', `/api/communities/${dao.id}/proposals`, {
      kind: 'listing-approval',
      listingId: listing.json().data.id,
    })
    expect(asked.statusCode).toBe(201)
    const [card] = await communityFeed(dao.id)
    expect(card?.author.id).toBe(seller.id)
    expect(card?.proposal).toMatchObject({ id: asked.json().data.id, kind: 'listing-approval' })
  })
})
