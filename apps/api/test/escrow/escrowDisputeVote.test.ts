import { DISPUTE_SPLITS, type Order, type Proposal } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { orderEvents } from '../../src/db/schema/marketplace.ts'
import { runProposalTimers } from '../../src/features/proposals/lifecycle.ts'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { deployTestEscrow, escrowCall } from '../chain/escrow.ts'
import { type FundedWallet, fundedWallet } from '../chain/fundedWallets.ts'
import { testClock } from '../clock.ts'
import { communityWith, HOUR, readProposal, users, vote } from '../governance/governance.ts'
import { createListing, placeOrder, type Trader, trader } from '../marketplace/market.ts'
import type { SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

const rpcUrl = inject('localRpcUrl')
const clock = testClock()
let app: TestApp
let arbiter: FundedWallet
let escrow: Address
let seller: Trader
let admin: string
let owner: SignedInUser
let voters: SignedInUser[]
let dao: { id: string; name: string; slug: string }
/** A listing the community approved by vote, and one nobody approved. */
let approvedListing: string
let plainListing: string
/** Orders paid before the clock moves on (a payment mined "after" its order expired is refused). */
const paidOrders: Record<'approved' | 'plain', { buyer: Trader; orderId: string }[]> = {
  approved: [],
  plain: [],
}

const CHOICE = { buyerAll: 1, half: 2, sellerAll: 3 }
/** Paid orders the tests below take, one each (and three for the refusals). */
const ORDERS_NEEDED = 9

beforeAll(async () => {
  arbiter = await fundedWallet(rpcUrl)
  escrow = await deployTestEscrow(arbiter, arbiter.account.address)
  app = await createTestApp(
    { RPC_URL_31337: rpcUrl, ESCROW_ADDRESS_31337: escrow, ...adminEnv },
    { clock },
  )
  seller = await trader(app, await fundedWallet(rpcUrl))
  admin = await adminToken(app)
  const [daoOwner, alice, bob] = await users(app, 3)
  owner = daoOwner
  voters = [alice, bob]
  dao = await communityWith(owner, voters, { listingApproval: { quorum: 2, votingHours: 1 } })
  expect((await seller.call('POST', `/api/communities/${dao.id}/join`)).statusCode).toBe(200)

  approvedListing = (await createListing(seller, { title: 'Raku tea bowl', quantity: 50 })).id
  const asked = await seller.call('POST', `/api/communities/${dao.id}/proposals`, {
    kind: 'listing-approval',
    listingId: approvedListing,
  })
  expect(asked.statusCode).toBe(201)
  for (const voter of voters) await vote(app, voter, clock, asked.json().data.id, [1])
  plainListing = (await createListing(seller)).id
  paidOrders.approved = await Promise.all(
    Array.from({ length: ORDERS_NEEDED }, () => paidOrder(approvedListing)),
  )
  paidOrders.plain = [await paidOrder(plainListing)]
  clock.advance(HOUR)
  // orders paid on the chain one by one: slow on a busy machine
}, 180_000)
afterAll(() => app.close())

const post = (who: Trader, orderId: string, step: string, body?: object) =>
  who.call('POST', `/api/marketplace/orders/${orderId}/${step}`, body)
const asAdmin = (orderId: string, step: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/marketplace/orders/${orderId}/${step}`,
    headers: { authorization: `Bearer ${admin}` },
    payload,
  })
const types = (order: Order) => order.events.map((event) => event.type)

async function readOrder(who: Trader, orderId: string) {
  const res = await who.call('GET', `/api/marketplace/orders/${orderId}`)
  expect(res.statusCode).toBe(200)
  return res.json().data as Order
}

/** An order of `listingId` paid into the escrow, at the clock's time (payments are checked against it). */
async function paidOrder(listingId: string) {
  const buyer = await trader(app, await fundedWallet(rpcUrl))
  const order = await placeOrder(buyer, listingId)
  const funded = await escrowCall(buyer.wallet, escrow, {
    functionName: 'fund',
    orderId: order.id,
    seller: seller.address,
    amount: BigInt(order.payment.amountWei ?? 0),
  })
  const paid = await post(buyer, order.id, 'payment', { txHash: funded.transactionHash })
  expect(paid.statusCode).toBe(200)
  return { buyer, orderId: order.id }
}

/** A paid order of the approved (or the plain) listing; disputed on-chain and on the order unless told. */
async function escrowOrder(listing: 'approved' | 'plain', { disputed = true } = {}) {
  const paid = paidOrders[listing].pop()
  if (!paid) throw new Error(`no paid ${listing} order left`)
  if (disputed) {
    const dispute = await escrowCall(paid.buyer.wallet, escrow, {
      functionName: 'dispute',
      orderId: paid.orderId,
    })
    const res = await post(paid.buyer, paid.orderId, 'dispute', {
      reason: 'The glaze is cracked all round.',
      txHash: dispute.transactionHash,
    })
    expect(res.json().data.status).toBe('disputed')
  }
  return paid
}

/** Refers the order to the community's vote as `who`; returns the order and the vote. */
async function refer(who: Trader, orderId: string) {
  const res = await post(who, orderId, 'dispute/referral')
  expect(res.statusCode).toBe(200)
  const order = res.json().data as Order
  if (!order.disputeVote?.proposalId) throw new Error('referral opened no vote')
  return { order, proposal: await readProposal(app, order.disputeVote.proposalId) }
}

const resolveOnChain = (orderId: string, buyerBps: number) =>
  escrowCall(arbiter, escrow, { functionName: 'resolve', orderId, buyerBps })

describe('a community settles an escrow dispute by vote', () => {
  it('offers the vote on a disputed order of a listing the community approved', async () => {
    const { buyer, orderId } = await escrowOrder('approved')
    expect((await readOrder(buyer, orderId)).disputeVote).toEqual({
      communityId: dao.id,
      communityName: dao.name,
      communitySlug: dao.slug,
      proposalId: null,
      endsAt: null,
      outcome: null,
      buyerBps: null,
    })
  })

  it('opens a single-choice vote among the splits, linked in the timeline', async () => {
    const { buyer, orderId } = await escrowOrder('approved')
    const { order, proposal } = await refer(buyer, orderId)
    expect(proposal).toMatchObject<Partial<Proposal>>({
      kind: 'dispute-settlement',
      communityId: dao.id,
      votingSystem: 'single-choice',
      choices: DISPUTE_SPLITS.map((split) => split.choice),
      strategy: { kind: 'member' },
      quorum: '2',
      state: 'active',
      endsAt: new Date(clock.now().getTime() + HOUR).toISOString(),
    })
    expect(proposal.body).toContain(`(/market/${approvedListing})`)
    expect(order.disputeVote).toMatchObject({ proposalId: proposal.id, outcome: null })
    expect(types(order)).toEqual(['created', 'paid', 'disputed', 'dispute_referred'])
    expect(order.events.at(-1)).toMatchObject({
      actorAddress: buyer.address.toLowerCase(),
      data: { proposalId: proposal.id, communityName: dao.name, communitySlug: dao.slug },
    })
  })

  it('holds the vote to the community’s rule for dispute settlements, above its listing settings', async () => {
    const rule = { quorum: '3', threshold: 66, minHours: 2, maxHours: 48, creators: 'members' }
    const settings = (proposalRules: object) =>
      owner.call('PATCH', `/api/communities/${dao.id}/settings`, { proposalRules })
    expect((await settings({ 'dispute-settlement': rule })).statusCode).toBe(200)
    try {
      const { buyer, orderId } = await escrowOrder('approved')
      const { proposal } = await refer(buyer, orderId)
      // the rule's quorum (3) over the listing settings' 2, its threshold, its shortest length
      expect(proposal).toMatchObject<Partial<Proposal>>({
        kind: 'dispute-settlement',
        quorum: '3',
        threshold: 66,
        endsAt: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
      })
    } finally {
      expect((await settings({ 'dispute-settlement': null })).statusCode).toBe(200)
    }
  })

  it('refuses a referral from a non-party, of an order not disputed, twice, or with no community', async () => {
    const { orderId } = await escrowOrder('approved')
    const stranger = await trader(app, await fundedWallet(rpcUrl))
    const byStranger = await post(stranger, orderId, 'dispute/referral')
    expect([byStranger.statusCode, byStranger.json().code]).toEqual([404, 'ORDER_NOT_FOUND'])

    const paid = await escrowOrder('approved', { disputed: false })
    const notDisputed = await post(paid.buyer, paid.orderId, 'dispute/referral')
    expect([notDisputed.statusCode, notDisputed.json().code]).toEqual([409, 'ORDER_NOT_DISPUTED'])
    expect((await readOrder(paid.buyer, paid.orderId)).disputeVote).toBeNull()

    await refer(seller, orderId)
    const twice = await asAdmin(orderId, 'dispute/referral', {})
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'DISPUTE_ALREADY_REFERRED'])

    const plain = await escrowOrder('plain')
    expect((await readOrder(plain.buyer, plain.orderId)).disputeVote).toBeNull()
    const noCommunity = await post(plain.buyer, plain.orderId, 'dispute/referral')
    expect([noCommunity.statusCode, noCommunity.json().code]).toEqual([409, 'DISPUTE_NO_COMMUNITY'])
  })

  it('records the decided split when the vote passes, and accepts the resolve carrying it', async () => {
    const { buyer, orderId } = await escrowOrder('approved')
    const { proposal } = await refer(buyer, orderId)
    for (const voter of voters) await vote(app, voter, clock, proposal.id, [CHOICE.half])
    clock.advance(HOUR)

    const decided = await readOrder(seller, orderId)
    expect(decided.disputeVote).toMatchObject({ outcome: 'passed', buyerBps: 5_000 })
    expect(types(decided).at(-1)).toBe('dispute_decided')
    expect(decided.events.at(-1)?.data).toEqual({
      proposalId: proposal.id,
      outcome: 'passed',
      buyerBps: 5_000,
    })

    const resolve = await resolveOnChain(orderId, 5_000)
    const res = await asAdmin(orderId, 'resolve', {
      note: 'As the community decided.',
      txHash: resolve.transactionHash,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.status).toBe('completed')
    expect(res.json().data.events.at(-1)).toMatchObject({
      type: 'resolved',
      data: { buyerBps: 5_000 },
    })
  })

  it('refuses a resolve while the community votes, and one that differs from its decision', async () => {
    const { buyer, orderId } = await escrowOrder('approved')
    const { proposal } = await refer(buyer, orderId)
    for (const voter of voters) await vote(app, voter, clock, proposal.id, [CHOICE.buyerAll])
    const resolve = await resolveOnChain(orderId, 0)
    const submit = () =>
      asAdmin(orderId, 'resolve', { note: 'All to the seller.', txHash: resolve.transactionHash })

    const whileVoting = await submit()
    expect([whileVoting.statusCode, whileVoting.json().code]).toEqual([409, 'DISPUTE_VOTE_OPEN'])
    clock.advance(HOUR)
    const differing = await submit()
    expect([differing.statusCode, differing.json().code]).toEqual([409, 'DISPUTE_SPLIT_MISMATCH'])
    const order = await readOrder(buyer, orderId)
    expect(order.status).toBe('disputed')
    expect(order.disputeVote).toMatchObject({ outcome: 'passed', buyerBps: 10_000 })
  })

  it('records no decision when the vote fails, and the admin arbiter decides', async () => {
    const { buyer, orderId } = await escrowOrder('approved')
    const { proposal } = await refer(buyer, orderId)
    const [alice] = voters
    if (!alice) throw new Error('no voter')
    await vote(app, alice, clock, proposal.id, [CHOICE.sellerAll])
    clock.advance(HOUR)

    const undecided = await readOrder(buyer, orderId)
    expect(undecided.disputeVote).toMatchObject({ outcome: 'no_quorum', buyerBps: null })
    expect(undecided.events.at(-1)).toMatchObject({
      type: 'dispute_decided',
      data: { proposalId: proposal.id, outcome: 'no_quorum', buyerBps: null },
    })

    const resolve = await resolveOnChain(orderId, 2_500)
    const res = await asAdmin(orderId, 'resolve', {
      note: 'The community did not decide: a quarter back.',
      txHash: resolve.transactionHash,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.events.at(-1).data).toMatchObject({ buyerBps: 2_500 })
  })

  it('writes the decision when the proposal timer closes the vote, before anyone reads the order', async () => {
    const { buyer, orderId } = await escrowOrder('approved')
    const { proposal } = await refer(buyer, orderId)
    for (const voter of voters) await vote(app, voter, clock, proposal.id, [CHOICE.sellerAll])
    clock.advance(HOUR)
    await runProposalTimers(app.ctx)
    const decided = () =>
      app.ctx.db
        .select({ data: orderEvents.data })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'dispute_decided')))
    await vi.waitFor(async () => expect(await decided()).toHaveLength(1))
    expect((await decided())[0]?.data).toEqual({
      proposalId: proposal.id,
      outcome: 'passed',
      buyerBps: 0,
    })
    // reading the order writes it no second time
    expect(
      types(await readOrder(buyer, orderId)).filter((t) => t === 'dispute_decided'),
    ).toHaveLength(1)
  })
})
