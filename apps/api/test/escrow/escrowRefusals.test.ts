import { type Address, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { compile } from '../chain/contracts.ts'
import { approve, escrowCall } from '../chain/escrow.ts'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { mintTestUsdc } from '../chain/testUsdc.ts'
import { createListing, placeOrder, trader } from '../marketplace/market.ts'
import {
  type EscrowOrder,
  ethOrder,
  fund,
  onChainOrderId,
  paidEthOrder,
  postStep,
  useEscrowMarket,
} from './escrowMarket.ts'

const market = useEscrowMarket()

describe('what the escrow checkout refuses', () => {
  it('refuses a Funded event from any contract but the escrow', async () => {
    const { buyer, order, due } = await ethOrder(market)
    const { ForgedEscrow } = compile('ForgedEscrow.sol', ['ForgedEscrow'])
    const deployed = await buyer.wallet.waitForTransactionReceipt({
      hash: await buyer.wallet.deployContract({
        abi: ForgedEscrow.abi,
        bytecode: ForgedEscrow.bytecode,
      }),
    })
    const forged = await buyer.wallet.writeContract({
      address: deployed.contractAddress as Address,
      abi: ForgedEscrow.abi,
      functionName: 'fund',
      args: [onChainOrderId(order.id), market.seller.address, zeroAddress, due],
    })
    await buyer.wallet.waitForTransactionReceipt({ hash: forged })
    const res = await postStep(buyer, order.id, 'payment', { txHash: forged })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('ESCROW_NOT_FUNDED')
    const unchanged = await buyer.call('GET', `/api/marketplace/orders/${order.id}`)
    expect(unchanged.json().data.status).toBe('awaiting_payment')
  })

  it('refuses a short Funded event, one for another seller, and a payment straight to the seller', async () => {
    const short = await ethOrder(market)
    const shortRes = await postStep(short.buyer, short.order.id, 'payment', {
      txHash: await fund(market, short.buyer, short.order.id, short.due - 1n),
    })
    expect(shortRes.json().code).toBe('PAYMENT_UNDERPAID')

    const elsewhere = await ethOrder(market)
    const other = await fundedWallet(market.rpcUrl)
    const wrongSeller = await escrowCall(elsewhere.buyer.wallet, market.escrow, {
      functionName: 'fund',
      orderId: elsewhere.order.id,
      seller: other.account.address,
      amount: elsewhere.due,
    })
    const wrongRes = await postStep(elsewhere.buyer, elsewhere.order.id, 'payment', {
      txHash: wrongSeller.transactionHash,
    })
    expect(wrongRes.json().code).toBe('PAYMENT_WRONG_RECIPIENT')

    const direct = await ethOrder(market)
    const hash = await direct.buyer.wallet.sendTransaction({
      to: market.seller.address,
      value: direct.due,
    })
    await direct.buyer.wallet.waitForTransactionReceipt({ hash })
    const directRes = await postStep(direct.buyer, direct.order.id, 'payment', { txHash: hash })
    expect(directRes.json().code).toBe('ESCROW_NOT_FUNDED')
  })

  it('refuses a release claim whose transaction released nothing for this order', async () => {
    const { buyer, order } = await paidEthOrder(market)
    const res = await postStep(buyer, order.id, 'release', { txHash: order.txHash })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('ESCROW_EVENT_MISSING')
  })

  it('refuses an escrow funded in another token than the order’s', async () => {
    const { buyer, order, due } = await ethOrder(market)
    await mintTestUsdc(market.arbiter, market.usdc, buyer.address, due)
    await approve(buyer.wallet, market.usdc, market.escrow, due)
    const funded = await escrowCall(buyer.wallet, market.escrow, {
      functionName: 'fund',
      orderId: order.id,
      seller: market.seller.address,
      token: market.usdc,
      amount: due,
    })
    expect(funded.status).toBe('success')
    const res = await postStep(buyer, order.id, 'payment', { txHash: funded.transactionHash })
    expect(res.json().code).toBe('PAYMENT_WRONG_TOKEN')
  })

  it('keeps dispute messages to disputed orders and their parties, escrow steps to escrow orders', async () => {
    const { buyer, order } = await paidEthOrder(market)
    const early = await postStep(buyer, order.id, 'dispute/messages', { message: 'Hello?' })
    expect(early.json().code).toBe('ORDER_NOT_DISPUTED')
    const stranger = await trader(market.app, await fundedWallet(market.rpcUrl))
    const res = await postStep(stranger, order.id, 'refund', { txHash: order.txHash })
    expect(res.statusCode).toBe(404)

    const elsewhere = await createListing(market.seller, { chainId: 8453 })
    const direct = (await placeOrder(buyer, elsewhere.id)) as EscrowOrder
    expect(direct.escrow).toBeNull()
    const notEscrow = await postStep(market.seller, direct.id, 'refund', { txHash: order.txHash })
    expect(notEscrow.statusCode).toBe(409)
    expect(notEscrow.json().code).toBe('NOT_ESCROW')
    const listed = await market.app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${elsewhere.id}`,
    })
    expect(listed.json().data.trustBadges).not.toContain('escrowProtected')
  })

  it("refuses a party reporting the other party's escrow call, and an admin a party's", async () => {
    const { buyer, order } = await paidEthOrder(market)
    const release = await escrowCall(buyer.wallet, market.escrow, {
      functionName: 'release',
      orderId: order.id,
    })
    for (const step of ['confirm-delivery', 'release']) {
      const bySeller = await postStep(market.seller, order.id, step, {
        txHash: release.transactionHash,
      })
      expect(bySeller.statusCode).toBe(403)
      expect(bySeller.json()).toMatchObject({
        code: 'WRONG_PARTY',
        error: 'Only the buyer can report this',
      })
    }
    const byAdmin = await market.app.inject({
      method: 'POST',
      url: `/api/marketplace/orders/${order.id}/release`,
      headers: { authorization: `Bearer ${market.admin}` },
      payload: { txHash: release.transactionHash },
    })
    expect(byAdmin.json().code).toBe('WRONG_PARTY')
    const unchanged = await buyer.call('GET', `/api/marketplace/orders/${order.id}`)
    expect(unchanged.json().data.status).toBe('paid')

    const refunded = await paidEthOrder(market)
    const refund = await escrowCall(market.seller.wallet, market.escrow, {
      functionName: 'refund',
      orderId: refunded.order.id,
    })
    const byBuyer = await postStep(refunded.buyer, refunded.order.id, 'refund', {
      txHash: refund.transactionHash,
    })
    expect(byBuyer.statusCode).toBe(403)
    expect(byBuyer.json().code).toBe('WRONG_PARTY')
    const paid = await refunded.buyer.call('GET', `/api/marketplace/orders/${refunded.order.id}`)
    expect(paid.json().data.status).toBe('paid')
  })
})
