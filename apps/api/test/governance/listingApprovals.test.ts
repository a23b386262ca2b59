import type { Listing } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../clock.ts'
import type { SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { communityWith, HOUR, users, vote } from './governance.ts'

const clock = testClock(new Date('2031-09-01T10:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

async function listingOf(seller: SignedInUser, title = 'Hand-bound notebook') {
  const res = await seller.call('POST', '/api/marketplace/listings', {
    title,
    description: 'Linen thread, 96 pages.',
    priceAmount: '0.02',
    currency: 'ETH',
    chainId: 8453,
    category: 'crafts',
    images: [],
    quantity: 2,
  })
  if (res.statusCode !== 201) throw new Error(`listing refused: ${res.body}`)
  return res.json().data as Listing
}

const askApproval = (seller: SignedInUser, communityId: string, listingId: string) =>
  seller.call('POST', `/api/communities/${communityId}/proposals`, {
    kind: 'listing-approval',
    listingId,
  })

async function readListing(id: string) {
  const res = await app.inject({ method: 'GET', url: `/api/marketplace/listings/${id}` })
  expect(res.statusCode).toBe(200)
  return res.json().data as Listing
}

/** A seller in a community that approves listings with 2 votes cast within an hour. */
async function sellerInCommunity() {
  const [admin, seller, alice, bob] = await users(app, 4)
  const dao = await communityWith(admin, [seller, alice, bob], {
    listingApproval: { quorum: 2, votingHours: 1 },
  })
  return { admin, seller, alice, bob, dao, listing: await listingOf(seller) }
}

describe('DAO-approved listings', () => {
  it('shows the badge, naming the community and the vote, once the approval passes', async () => {
    const { seller, alice, bob, dao, listing } = await sellerInCommunity()
    const res = await askApproval(seller, dao.id, listing.id)
    expect(res.statusCode).toBe(201)
    const proposal = res.json().data
    expect(proposal).toMatchObject({
      kind: 'listing-approval',
      listingId: listing.id,
      title: 'Approve listing: Hand-bound notebook',
      votingSystem: 'basic',
      choices: ['For', 'Against', 'Abstain'],
      strategy: { kind: 'member' },
      quorum: '2',
      state: 'active',
      endsAt: new Date(clock.now().getTime() + HOUR).toISOString(),
    })
    expect(proposal.body).toContain(`(/market/${listing.id})`)

    await vote(app, alice, clock, proposal.id, [1])
    await vote(app, bob, clock, proposal.id, [1])
    // For is winning, but the vote is not over: no badge without a passed vote
    expect((await readListing(listing.id)).trustBadges).not.toContain('daoApproved')

    clock.advance(HOUR)
    const approved = await readListing(listing.id)
    expect(approved.trustBadges).toContain('daoApproved')
    expect(approved.daoApprovals).toEqual([
      {
        communityId: dao.id,
        communityName: dao.name,
        communitySlug: dao.slug,
        proposalId: proposal.id,
      },
    ])
    const search = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings?seller=${seller.address}`,
    })
    expect(search.json().data[0].trustBadges).toContain('daoApproved')

    const again = await askApproval(seller, dao.id, listing.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('LISTING_ALREADY_APPROVED')
  })

  it('shows no badge when the vote fails or misses its quorum', async () => {
    const { seller, alice, bob, dao, listing } = await sellerInCommunity()
    const rejected = (await askApproval(seller, dao.id, listing.id)).json().data
    await vote(app, alice, clock, rejected.id, [2])
    await vote(app, bob, clock, rejected.id, [1])
    clock.advance(HOUR)
    const afterRejection = await readListing(listing.id)
    expect(afterRejection.trustBadges).not.toContain('daoApproved')
    expect(afterRejection.daoApprovals).toEqual([])

    // asked again: For wins, but one vote is below the quorum of 2
    const again = await askApproval(seller, dao.id, listing.id)
    expect(again.statusCode).toBe(201)
    await vote(app, alice, clock, again.json().data.id, [1])
    clock.advance(HOUR)
    const proposal = await app.inject({
      method: 'GET',
      url: `/api/proposals/${again.json().data.id}`,
    })
    expect(proposal.json().data.outcome).toBe('no_quorum')
    expect((await readListing(listing.id)).trustBadges).not.toContain('daoApproved')
  })

  it('drops the badge when the seller changes what was approved', async () => {
    const { seller, alice, bob, dao, listing } = await sellerInCommunity()
    const proposal = (await askApproval(seller, dao.id, listing.id)).json().data
    await vote(app, alice, clock, proposal.id, [1])
    await vote(app, bob, clock, proposal.id, [1])
    clock.advance(HOUR)
    expect((await readListing(listing.id)).trustBadges).toContain('daoApproved')
    const edited = await seller.call('PATCH', `/api/marketplace/listings/${listing.id}`, {
      priceAmount: '2',
    })
    expect(edited.statusCode).toBe(200)
    expect((await readListing(listing.id)).trustBadges).not.toContain('daoApproved')
  })

  it('is asked by the listing’s seller, a member, one open vote at a time', async () => {
    const { seller, alice, dao, listing } = await sellerInCommunity()
    const byOther = await askApproval(alice, dao.id, listing.id)
    expect(byOther.statusCode).toBe(403)
    expect(byOther.json().code).toBe('LISTING_APPROVAL_SELLER_ONLY')

    const [outsider] = await users(app, 1)
    const own = await listingOf(outsider)
    const notMember = await askApproval(outsider, dao.id, own.id)
    expect(notMember.statusCode).toBe(403)
    expect(notMember.json().code).toBe('NOT_A_MEMBER')

    expect((await askApproval(seller, dao.id, listing.id)).statusCode).toBe(201)
    const twice = await askApproval(seller, dao.id, listing.id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('LISTING_APPROVAL_OPEN')

    const missing = await askApproval(seller, dao.id, crypto.randomUUID())
    expect(missing.json().code).toBe('LISTING_NOT_FOUND')
  })
})
