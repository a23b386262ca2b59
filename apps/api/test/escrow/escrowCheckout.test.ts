import { type Address, keccak256, toBytes, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { compile } from '../chain/contracts.ts'
import { approve, deployTestEscrow, escrowCall } from '../chain/escrow.ts'
import { type FundedWallet, fundedWallet } from '../chain/fundedWallets.ts'
import { deployTestUsdc, mintTestUsdc, usdcBalance } from '../chain/testUsdc.ts'
import { createListing, placeOrder, type Trader, trader } from '../marketplace/market.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp
let arbiter: FundedWallet
let escrow: Address
let usdc: Address
let seller: Trader
let admin: string

beforeAll(async () => {
  arbiter = await fundedWallet(rpcUrl)
  escrow = await deployTestEscrow(arbiter, arbiter.account.address)
  usdc = await deployTestUsdc(arbiter)
  app = await createTestApp({
    RPC_URL_31337: rpcUrl,
    USDC_ADDRESS_31337: usdc,
    ESCROW_ADDRESS_31337: escrow,
    ...adminEnv,
  })
  seller = await trader(app, await fundedWallet(rpcUrl))
  admin = await adminToken(app)
})
afterAll(() => app.close())

type Order = Awaited<ReturnType<typeof placeOrder>> & {
  escrow: { address: string; orderId: string; releaseAfter: string | null } | null
  txHash: `0x${string}`
}

async function ethOrder(priceAmount = '0.05') {
  const listing = await createListing(seller, { priceAmount })
  const buyer = await trader(app, await fundedWallet(rpcUrl))
  const order = (await placeOrder(buyer, listing.id)) as Order
  return { buyer, order, due: BigInt(order.payment.amountWei ?? 0) }
}

const post = (who: Trader, orderId: string, step: string, body: object) =>
  who.call('POST', `/api/marketplace/orders/${orderId}/${step}`, body)

async function fund(buyer: Trader, orderId: string, amount: bigint) {
  const receipt = await escrowCall(buyer.wallet, escrow, {
    functionName: 'fund',
    orderId,
    seller: seller.address,
    amount,
  })
  expect(receipt.status).toBe('success')
  return receipt.transactionHash
}

async function paidEthOrder() {
  const { buyer, order, due } = await ethOrder()
  const res = await post(buyer, order.id, 'payment', { txHash: await fund(buyer, order.id, due) })
  expect(res.statusCode).toBe(200)
  return { buyer, order: res.json().data as Order, due }
}

const balanceOf = (address: Address) => arbiter.getBalance({ address })
const types = (order: { events: { type: string }[] }) => order.events.map((e) => e.type)

describe('checkout through the escrow contract', () => {
  it('lists the escrow per chain in /api/config and badges listings on that chain', async () => {
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json()
    expect(config.escrow).toEqual({ '31337': escrow })
    const listing = await createListing(seller)
    const shown = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${listing.id}`,
    })
    expect(shown.json().data.trustBadges).toContain('escrowProtected')
  })

  it("shows the order's on-chain id and the escrow address", async () => {
    const { order } = await ethOrder()
    expect(order.escrow).toEqual({
      address: escrow,
      orderId: keccak256(toBytes(order.id)),
      releaseAfter: null,
    })
  })

  it('marks an order paid by its Funded event, and releases to the seller on delivery', async () => {
    const { buyer, order, due } = await paidEthOrder()
    expect(order.status).toBe('paid')
    expect(order.escrow?.releaseAfter).not.toBeNull()
    const shipped = await post(seller, order.id, 'ship', {
      carrier: 'DHL',
      trackingNumber: 'JD0001',
    })
    expect(shipped.json().data.status).toBe('shipped')

    const withoutTx = await post(buyer, order.id, 'confirm-delivery', {})
    expect(withoutTx.json().code).toBe('ESCROW_TX_REQUIRED')

    const before = await balanceOf(seller.address)
    const release = await escrowCall(buyer.wallet, escrow, {
      functionName: 'release',
      orderId: order.id,
    })
    expect((await balanceOf(seller.address)) - before).toBe(due)
    const res = await post(buyer, order.id, 'confirm-delivery', {
      txHash: release.transactionHash,
    })
    expect(res.statusCode).toBe(200)
    const completed = res.json().data
    expect(completed.status).toBe('completed')
    expect(types(completed)).toEqual(['created', 'paid', 'shipped', 'released'])
    expect(completed.events.at(-1).data).toMatchObject({
      txHash: release.transactionHash,
      by: buyer.address.toLowerCase(),
      amount: due.toString(),
    })
    const again = await post(buyer, order.id, 'confirm-delivery', {
      txHash: release.transactionHash,
    })
    expect(types(again.json().data)).toEqual(['created', 'paid', 'shipped', 'released'])
  })

  it('refuses a Funded event from any contract but the escrow', async () => {
    const { buyer, order, due } = await ethOrder()
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
      args: [keccak256(toBytes(order.id)), seller.address, zeroAddress, due],
    })
    await buyer.wallet.waitForTransactionReceipt({ hash: forged })
    const res = await post(buyer, order.id, 'payment', { txHash: forged })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('ESCROW_NOT_FUNDED')
    const unchanged = await buyer.call('GET', `/api/marketplace/orders/${order.id}`)
    expect(unchanged.json().data.status).toBe('awaiting_payment')
  })

  it('refuses a short Funded event, one for another seller, and a payment straight to the seller', async () => {
    const short = await ethOrder()
    const shortRes = await post(short.buyer, short.order.id, 'payment', {
      txHash: await fund(short.buyer, short.order.id, short.due - 1n),
    })
    expect(shortRes.json().code).toBe('PAYMENT_UNDERPAID')

    const elsewhere = await ethOrder()
    const other = await fundedWallet(rpcUrl)
    const wrongSeller = await escrowCall(elsewhere.buyer.wallet, escrow, {
      functionName: 'fund',
      orderId: elsewhere.order.id,
      seller: other.account.address,
      amount: elsewhere.due,
    })
    const wrongRes = await post(elsewhere.buyer, elsewhere.order.id, 'payment', {
      txHash: wrongSeller.transactionHash,
    })
    expect(wrongRes.json().code).toBe('PAYMENT_WRONG_RECIPIENT')

    const direct = await ethOrder()
    const hash = await direct.buyer.wallet.sendTransaction({
      to: seller.address,
      value: direct.due,
    })
    await direct.buyer.wallet.waitForTransactionReceipt({ hash })
    const directRes = await post(direct.buyer, direct.order.id, 'payment', { txHash: hash })
    expect(directRes.json().code).toBe('ESCROW_NOT_FUNDED')
  })

  it('refuses a release claim whose transaction released nothing for this order', async () => {
    const { buyer, order } = await paidEthOrder()
    const res = await post(buyer, order.id, 'release', { txHash: order.txHash })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('ESCROW_EVENT_MISSING')
  })

  it("returns the buyer's money when the seller refunds before shipping", async () => {
    const { buyer, order, due } = await paidEthOrder()
    const before = await balanceOf(buyer.address)
    const refund = await escrowCall(seller.wallet, escrow, {
      functionName: 'refund',
      orderId: order.id,
    })
    expect((await balanceOf(buyer.address)) - before).toBe(due)
    const res = await post(seller, order.id, 'refund', { txHash: refund.transactionHash })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.status).toBe('refunded')
    expect(res.json().data.events.at(-1)).toMatchObject({
      type: 'refunded',
      data: { txHash: refund.transactionHash, by: seller.address.toLowerCase() },
    })
  })

  it('mirrors a dispute with messages, and splits the money by the arbiter’s resolve', async () => {
    const { buyer, order, due } = await paidEthOrder()
    const dispute = await escrowCall(buyer.wallet, escrow, {
      functionName: 'dispute',
      orderId: order.id,
    })
    const disputed = await post(buyer, order.id, 'dispute', {
      reason: 'The bowl arrived in pieces.',
      txHash: dispute.transactionHash,
    })
    expect(disputed.json().data.status).toBe('disputed')
    const message = await post(seller, order.id, 'dispute/messages', {
      message: 'It was packed in two layers of bubble wrap.',
      evidence: ['https://example.com/packing.jpg'],
    })
    expect(message.statusCode).toBe(200)

    const [buyerBefore, sellerBefore] = [
      await balanceOf(buyer.address),
      await balanceOf(seller.address),
    ]
    const resolve = await escrowCall(arbiter, escrow, {
      functionName: 'resolve',
      orderId: order.id,
      buyerBps: 4_000,
    })
    expect((await balanceOf(buyer.address)) - buyerBefore).toBe((due * 4n) / 10n)
    expect((await balanceOf(seller.address)) - sellerBefore).toBe((due * 6n) / 10n)

    const bySeller = await post(seller, order.id, 'resolve', {
      note: 'Split it',
      txHash: resolve.transactionHash,
    })
    expect(bySeller.json().code).toBe('WRONG_PARTY')
    const res = await app.inject({
      method: 'POST',
      url: `/api/marketplace/orders/${order.id}/resolve`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { note: 'Packed well, but it broke: 40 % back.', txHash: resolve.transactionHash },
    })
    expect(res.statusCode).toBe(200)
    const resolved = res.json().data
    expect(resolved.status).toBe('completed')
    expect(types(resolved)).toEqual(['created', 'paid', 'disputed', 'dispute_message', 'resolved'])
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

  it('refuses an escrow funded in another token than the order’s', async () => {
    const { buyer, order, due } = await ethOrder()
    await mintTestUsdc(arbiter, usdc, buyer.address, due)
    await approve(buyer.wallet, usdc, escrow, due)
    const funded = await escrowCall(buyer.wallet, escrow, {
      functionName: 'fund',
      orderId: order.id,
      seller: seller.address,
      token: usdc,
      amount: due,
    })
    expect(funded.status).toBe('success')
    const res = await post(buyer, order.id, 'payment', { txHash: funded.transactionHash })
    expect(res.json().code).toBe('PAYMENT_WRONG_TOKEN')
  })

  it('keeps dispute messages to disputed orders and their parties, escrow steps to escrow orders', async () => {
    const { buyer, order } = await paidEthOrder()
    const early = await post(buyer, order.id, 'dispute/messages', { message: 'Hello?' })
    expect(early.json().code).toBe('ORDER_STATE_INVALID')
    const stranger = await trader(app, await fundedWallet(rpcUrl))
    const res = await post(stranger, order.id, 'refund', { txHash: order.txHash })
    expect(res.statusCode).toBe(404)

    const elsewhere = await createListing(seller, { chainId: 8453 })
    const direct = (await placeOrder(buyer, elsewhere.id)) as Order
    expect(direct.escrow).toBeNull()
    const notEscrow = await post(seller, direct.id, 'refund', { txHash: order.txHash })
    expect(notEscrow.statusCode).toBe(409)
    expect(notEscrow.json().code).toBe('NOT_ESCROW')
    const listed = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${elsewhere.id}`,
    })
    expect(listed.json().data.trustBadges).not.toContain('escrowProtected')
  })

  it('takes USDC by approve then fund', async () => {
    const listing = await createListing(seller, { priceAmount: '12.5', currency: 'USDC' })
    const buyer = await trader(app, await fundedWallet(rpcUrl))
    await mintTestUsdc(arbiter, usdc, buyer.address, 12_500_000n)
    const order = (await placeOrder(buyer, listing.id)) as Order
    await approve(buyer.wallet, usdc, escrow, 12_500_000n)
    const funded = await escrowCall(buyer.wallet, escrow, {
      functionName: 'fund',
      orderId: order.id,
      seller: seller.address,
      token: usdc,
      amount: 12_500_000n,
    })
    const res = await post(buyer, order.id, 'payment', { txHash: funded.transactionHash })
    expect(res.json().data.status).toBe('paid')
    expect(await usdcBalance(buyer.wallet, usdc, escrow)).toBeGreaterThanOrEqual(12_500_000n)
  })
})
