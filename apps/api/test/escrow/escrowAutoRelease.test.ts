import { type Address, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settleDueEscrows } from '../../src/features/marketplace/autoRelease.ts'
import { deployTestEscrow, escrowCall } from '../chain/escrow.ts'
import { type FundedWallet, fundedWallet, testChain } from '../chain/fundedWallets.ts'
import { startLocalChain } from '../chain/localChain.ts'
import { testClock } from '../clock.ts'
import { createListing, placeOrder, type Trader, trader } from '../marketplace/market.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

// @NOTE a chain of its own: this file moves the chain's clock past two-second deadlines, and
// on the suite's shared chain another file's clock jump would pass them early
const chain = await startLocalChain()
afterAll(() => chain.stop())
const rpcUrl = chain.url
const keeperKey: Hex = generatePrivateKey()
const clock = testClock()
let arbiter: FundedWallet
/** Anyone may release two seconds after funding. */
let escrow: Address
let app: TestApp
let seller: Trader

beforeAll(async () => {
  arbiter = await fundedWallet(rpcUrl)
  escrow = await deployTestEscrow(arbiter, arbiter.account.address, 2n)
  await testChain(rpcUrl).setBalance({
    address: privateKeyToAccount(keeperKey).address,
    value: parseEther('10'),
  })
  app = await createTestApp(
    { RPC_URL_31337: rpcUrl, ESCROW_ADDRESS_31337: escrow, ESCROW_KEEPER_KEY: keeperKey },
    { clock },
  )
  seller = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

async function paidOrder() {
  const listing = await createListing(seller)
  const buyer = await trader(app, await fundedWallet(rpcUrl))
  const order = await placeOrder(buyer, listing.id)
  const funded = await escrowCall(buyer.wallet, escrow, {
    functionName: 'fund',
    orderId: order.id,
    seller: seller.address,
    amount: BigInt(order.payment.amountWei ?? 0),
  })
  const res = await buyer.call('POST', `/api/marketplace/orders/${order.id}/payment`, {
    txHash: funded.transactionHash,
  })
  expect(res.json().data.status).toBe('paid')
  return { buyer, order }
}

const statusOf = async (who: Trader, orderId: string) =>
  (await who.call('GET', `/api/marketplace/orders/${orderId}`)).json().data
/**
 * Moves both clocks past the order's release deadline: the chain's (blocks 3 s apart) and the
 * server's. They differ: the chain's runs ahead of this machine's once blocks are mined 3 s apart.
 */
async function pastDeadline(who: Trader, orderId: string) {
  await testChain(rpcUrl).mine({ blocks: 2, interval: 3 })
  const releaseAfter = new Date((await statusOf(who, orderId)).escrow.releaseAfter).getTime()
  clock.advance(Math.max(0, releaseAfter - clock.now().getTime() + 1_000))
}

describe('escrows past their release deadline', () => {
  it('are released to the seller by the keeper, and only once due', async () => {
    const { buyer, order } = await paidOrder()
    await settleDueEscrows(app.ctx, app.log)
    expect((await statusOf(buyer, order.id)).status).toBe('paid')

    await pastDeadline(buyer, order.id)
    const before = await arbiter.getBalance({ address: seller.address })
    await settleDueEscrows(app.ctx, app.log)
    const settled = await statusOf(buyer, order.id)
    expect(settled.status).toBe('completed')
    expect(settled.events.at(-1)).toMatchObject({
      type: 'released',
      actorAddress: null,
      data: { automatic: true, by: privateKeyToAccount(keeperKey).address.toLowerCase() },
    })
    expect((await arbiter.getBalance({ address: seller.address })) - before).toBe(
      BigInt(order.payment.amountWei ?? 0),
    )
  })

  it('mirror a release someone else sent on-chain without telling the app', async () => {
    const { buyer, order } = await paidOrder()
    await pastDeadline(buyer, order.id)
    const stranger = await fundedWallet(rpcUrl)
    const release = await escrowCall(stranger, escrow, {
      functionName: 'release',
      orderId: order.id,
    })
    expect(release.status).toBe('success')
    await settleDueEscrows(app.ctx, app.log)
    const settled = await statusOf(buyer, order.id)
    expect(settled.status).toBe('completed')
    expect(settled.events.at(-1).data).toMatchObject({
      txHash: release.transactionHash,
      by: stranger.account.address.toLowerCase(),
    })
  })

  it("let the seller report a release once it is due, though the buyer's alone before", async () => {
    const { buyer, order } = await paidOrder()
    await pastDeadline(buyer, order.id)
    const release = await escrowCall(seller.wallet, escrow, {
      functionName: 'release',
      orderId: order.id,
    })
    const res = await seller.call('POST', `/api/marketplace/orders/${order.id}/release`, {
      txHash: release.transactionHash,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.status).toBe('completed')
    expect(res.json().data.events.at(-1).data).toMatchObject({
      by: seller.address.toLowerCase(),
    })
  })
})
