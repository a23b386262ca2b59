import type { LocalAccount } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedWallet } from '../chain/fundedWallets.ts'
import { createListing, placeOrder, type Trader, trader } from '../marketplace/market.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { signIn } from '../wallets.ts'

const rpcUrl = inject('localRpcUrl')
let app: TestApp
let seller: Trader

beforeAll(async () => {
  app = await createTestApp({ RPC_URL_31337: rpcUrl })
  seller = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

const newTrader = async () => trader(app, await fundedWallet(rpcUrl))

/** `buyer` orders one of a fresh listing of the seller's and pays it on the local chain. */
async function paidOrder(buyer: Trader, priceAmount = '0.05') {
  const listing = await createListing(seller, { priceAmount })
  const order = await placeOrder(buyer, listing.id)
  const hash = await buyer.wallet.sendTransaction({
    to: order.payment.to,
    value: BigInt(order.payment.amountWei ?? 0),
  })
  await buyer.wallet.waitForTransactionReceipt({ hash })
  const res = await buyer.call('POST', `/api/marketplace/orders/${order.id}/payment`, {
    txHash: hash,
  })
  expect(res.json().data.status).toBe('paid')
  return order.id
}

async function completedOrder(buyer: Trader, by: Trader, priceAmount: string) {
  const orderId = await paidOrder(buyer, priceAmount)
  const step = (who: Trader, name: string, body: object) =>
    who.call('POST', `/api/marketplace/orders/${orderId}/${name}`, body)
  await step(by, 'ship', { carrier: 'DHL', trackingNumber: 'JD000111' })
  expect((await step(buyer, 'confirm-delivery', {})).json().data.status).toBe('completed')
  return { orderId, step }
}

const reputationOf = async (address: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/sellers/${address}/reputation` })
  expect(res.statusCode).toBe(200)
  return res.json().data
}

describe("a seller's reputation", () => {
  it('counts verified sales, disputes and ratings, but never a sale to the seller’s own wallet', async () => {
    expect(await reputationOf(seller.address)).toEqual({
      completedOrders: 0,
      disputedOrders: 0,
      refundedOrders: 0,
      disputeRate: 0,
      averageRating: null,
      ratingCount: 0,
      onTimeShipRate: null,
      firstSaleAt: null,
      volume: [],
    })

    const happy = await newTrader()
    const { step } = await completedOrder(happy, seller, '0.05')
    expect((await step(happy, 'review', { rating: 4, comment: 'Lovely' })).statusCode).toBe(200)
    const unhappy = await newTrader()
    const disputedId = await paidOrder(unhappy)
    await unhappy.call('POST', `/api/marketplace/orders/${disputedId}/dispute`, {
      reason: 'It never arrived at all',
    })
    // unpaid: no fact yet
    await placeOrder(await newTrader(), (await createListing(seller)).id)

    // the seller moves to a new wallet; their old one buys from them and rates the sale
    const oldWallet = seller.wallet
    const newWallet = await fundedWallet(rpcUrl)
    await signIn(app, newWallet.account as LocalAccount, { token: seller.token })
    const moved = { ...seller, wallet: newWallet, address: newWallet.account.address }
    const sockPuppet = await trader(app, oldWallet)
    const self = await completedOrder(sockPuppet, moved, '1')
    expect((await self.step(sockPuppet, 'review', { rating: 5 })).statusCode).toBe(200)

    const reputation = await reputationOf(moved.address)
    expect(reputation).toMatchObject({
      completedOrders: 1,
      disputedOrders: 1,
      refundedOrders: 0,
      disputeRate: 0.5,
      averageRating: 4,
      ratingCount: 1,
      onTimeShipRate: 1,
      volume: [{ currency: 'ETH', amount: '0.05' }],
    })
    expect(reputation.firstSaleAt).toEqual(expect.any(String))
    const missing = await app.inject({
      method: 'GET',
      url: `/api/sellers/${oldWallet.account.address.slice(0, 10)}/reputation`,
    })
    expect(missing.statusCode).toBe(404)
  })
})
