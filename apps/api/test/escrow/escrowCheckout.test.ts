import { describe, expect, it } from 'vitest'
import { approve, escrowCall } from '../chain/escrow.ts'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { mintTestUsdc, usdcBalance } from '../chain/testUsdc.ts'
import { createListing, placeOrder, trader } from '../marketplace/market.ts'
import {
  type EscrowOrder,
  ethOrder,
  eventTypes,
  onChainOrderId,
  paidEthOrder,
  postStep,
  useEscrowMarket,
} from './escrowMarket.ts'

const market = useEscrowMarket()
const balanceOf = (address: `0x${string}`) => market.arbiter.getBalance({ address })

describe('checkout through the escrow contract', () => {
  it('lists the escrow per chain in /api/config and badges listings on that chain', async () => {
    const config = (await market.app.inject({ method: 'GET', url: '/api/config' })).json()
    expect(config.escrow).toEqual({ '31337': market.escrow })
    const listing = await createListing(market.seller)
    const shown = await market.app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${listing.id}`,
    })
    expect(shown.json().data.trustBadges).toContain('escrowProtected')
  })

  it("shows the order's on-chain id and the escrow address", async () => {
    const { order } = await ethOrder(market)
    expect(order.escrow).toEqual({
      address: market.escrow,
      orderId: onChainOrderId(order.id),
      releaseAfter: null,
    })
  })

  it('marks an order paid by its Funded event, and releases to the seller on delivery', async () => {
    const { buyer, order, due } = await paidEthOrder(market)
    expect(order.status).toBe('paid')
    expect(order.escrow?.releaseAfter).not.toBeNull()
    const shipped = await postStep(market.seller, order.id, 'ship', {
      carrier: 'DHL',
      trackingNumber: 'JD0001',
    })
    expect(shipped.json().data.status).toBe('shipped')

    const withoutTx = await postStep(buyer, order.id, 'confirm-delivery', {})
    expect(withoutTx.json().code).toBe('ESCROW_TX_REQUIRED')

    const before = await balanceOf(market.seller.address)
    const release = await escrowCall(buyer.wallet, market.escrow, {
      functionName: 'release',
      orderId: order.id,
    })
    expect((await balanceOf(market.seller.address)) - before).toBe(due)
    const res = await postStep(buyer, order.id, 'confirm-delivery', {
      txHash: release.transactionHash,
    })
    expect(res.statusCode).toBe(200)
    const completed = res.json().data
    expect(completed.status).toBe('completed')
    expect(eventTypes(completed)).toEqual(['created', 'paid', 'shipped', 'released'])
    expect(completed.events.at(-1).data).toMatchObject({
      txHash: release.transactionHash,
      by: buyer.address.toLowerCase(),
      amount: due.toString(),
    })
    const again = await postStep(buyer, order.id, 'confirm-delivery', {
      txHash: release.transactionHash,
    })
    expect(eventTypes(again.json().data)).toEqual(['created', 'paid', 'shipped', 'released'])
  })

  it("returns the buyer's money when the seller refunds before shipping", async () => {
    const { buyer, order, due } = await paidEthOrder(market)
    const before = await balanceOf(buyer.address)
    const refund = await escrowCall(market.seller.wallet, market.escrow, {
      functionName: 'refund',
      orderId: order.id,
    })
    expect((await balanceOf(buyer.address)) - before).toBe(due)
    const res = await postStep(market.seller, order.id, 'refund', {
      txHash: refund.transactionHash,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.status).toBe('refunded')
    expect(res.json().data.events.at(-1)).toMatchObject({
      type: 'refunded',
      data: { txHash: refund.transactionHash, by: market.seller.address.toLowerCase() },
    })
  })

  it('mirrors a dispute with messages, and splits the money by the arbiter’s resolve', async () => {
    const { buyer, order, due } = await paidEthOrder(market)
    const dispute = await escrowCall(buyer.wallet, market.escrow, {
      functionName: 'dispute',
      orderId: order.id,
    })
    const disputed = await postStep(buyer, order.id, 'dispute', {
      reason: 'The bowl arrived in pieces.',
      txHash: dispute.transactionHash,
    })
    expect(disputed.json().data.status).toBe('disputed')
    const message = await postStep(market.seller, order.id, 'dispute/messages', {
      message: 'It was packed in two layers of bubble wrap.',
      evidence: ['https://example.com/packing.jpg'],
    })
    expect(message.statusCode).toBe(200)

    const [buyerBefore, sellerBefore] = [
      await balanceOf(buyer.address),
      await balanceOf(market.seller.address),
    ]
    const resolve = await escrowCall(market.arbiter, market.escrow, {
      functionName: 'resolve',
      orderId: order.id,
      buyerBps: 4_000,
    })
    expect((await balanceOf(buyer.address)) - buyerBefore).toBe((due * 4n) / 10n)
    expect((await balanceOf(market.seller.address)) - sellerBefore).toBe((due * 6n) / 10n)

    const bySeller = await postStep(market.seller, order.id, 'resolve', {
      note: 'Split it',
      txHash: resolve.transactionHash,
    })
    expect(bySeller.json().code).toBe('WRONG_PARTY')
    const res = await market.app.inject({
      method: 'POST',
      url: `/api/marketplace/orders/${order.id}/resolve`,
      headers: { authorization: `Bearer ${market.admin}` },
      payload: { note: 'Packed well, but it broke: 40 % back.', txHash: resolve.transactionHash },
    })
    expect(res.statusCode).toBe(200)
    const resolved = res.json().data
    expect(resolved.status).toBe('completed')
    expect(eventTypes(resolved)).toEqual([
      'created',
      'paid',
      'disputed',
      'dispute_message',
      'resolved',
    ])
    expect(resolved.events.at(-1).data).toMatchObject({
      buyerBps: 4_000,
      toBuyer: ((due * 4n) / 10n).toString(),
      txHash: resolve.transactionHash,
    })
    expect(resolved.events[2].data).toMatchObject({
      reason: 'The bowl arrived in pieces.',
      txHash: dispute.transactionHash,
    })
  })

  it('takes USDC by approve then fund', async () => {
    const listing = await createListing(market.seller, { priceAmount: '12.5', currency: 'USDC' })
    const buyer = await trader(market.app, await fundedWallet(market.rpcUrl))
    await mintTestUsdc(market.arbiter, market.usdc, buyer.address, 12_500_000n)
    const order = (await placeOrder(buyer, listing.id)) as EscrowOrder
    await approve(buyer.wallet, market.usdc, market.escrow, 12_500_000n)
    const funded = await escrowCall(buyer.wallet, market.escrow, {
      functionName: 'fund',
      orderId: order.id,
      seller: market.seller.address,
      token: market.usdc,
      amount: 12_500_000n,
    })
    const res = await postStep(buyer, order.id, 'payment', { txHash: funded.transactionHash })
    expect(res.json().data.status).toBe('paid')
    expect(await usdcBalance(buyer.wallet, market.usdc, market.escrow)).toBeGreaterThanOrEqual(
      12_500_000n,
    )
  })
})
