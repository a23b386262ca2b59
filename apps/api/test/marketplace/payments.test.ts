import { erc20Abi, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fundedWallet, testChain } from '../chain/fundedWallets.ts'
import { switchableRpc } from '../chain/switchableRpc.ts'
import { deployTestUsdc, mintTestUsdc } from '../chain/testUsdc.ts'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { createListing, placeOrder, type Trader, trader } from './market.ts'

const rpcUrl = inject('localRpcUrl')
const clock = testClock()
let app: TestApp
let usdc: Hex
let seller: Trader

beforeAll(async () => {
  usdc = await deployTestUsdc(await fundedWallet(rpcUrl))
  app = await createTestApp({ RPC_URL_31337: rpcUrl, USDC_ADDRESS_31337: usdc }, { clock })
  seller = await trader(app, await fundedWallet(rpcUrl))
})
afterAll(() => app.close())

async function buyer(usdcUnits = 0n) {
  const wallet = await fundedWallet(rpcUrl)
  if (usdcUnits > 0n) {
    await mintTestUsdc(await fundedWallet(rpcUrl), usdc, wallet.account.address, usdcUnits)
  }
  return trader(app, wallet)
}

async function payEth(from: Trader, to: Hex, value: bigint) {
  const hash = await from.wallet.sendTransaction({ to, value })
  await from.wallet.waitForTransactionReceipt({ hash })
  return hash
}

async function payUsdc(from: Trader, to: Hex, units: bigint, gas?: bigint) {
  const hash = await from.wallet.writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, units],
    ...(gas ? { gas } : {}),
  })
  await from.wallet.waitForTransactionReceipt({ hash })
  return hash
}

const submit = (who: Trader, orderId: string, txHash: string) =>
  who.call('POST', `/api/marketplace/orders/${orderId}/payment`, { txHash })

describe('paying an order on-chain', () => {
  it('marks an order paid by a correct ETH payment', async () => {
    const listing = await createListing(seller, { priceAmount: '0.05', quantity: 2 })
    const me = await buyer()
    const order = await placeOrder(me, listing.id, 2)
    expect(order.status).toBe('awaiting_payment')
    expect(order.payment).toMatchObject({
      to: seller.address.toLowerCase(),
      amountWei: parseEther('0.1').toString(),
      currency: 'ETH',
      chainId: 31337,
    })

    const res = await submit(me, order.id, await payEth(me, order.payment.to, parseEther('0.1')))
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'paid' })
    expect(res.json().data.events.map((e: { type: string }) => e.type)).toEqual(['created', 'paid'])
  })

  it('marks an order paid by a correct USDC payment', async () => {
    const listing = await createListing(seller, { priceAmount: '12.5', currency: 'USDC' })
    const me = await buyer(20_000_000n)
    const order = await placeOrder(me, listing.id)
    expect(order.payment).toMatchObject({ tokenAddress: usdc, tokenAmount: '12500000' })
    const res = await submit(me, order.id, await payUsdc(me, order.payment.to, 12_500_000n))
    expect(res.statusCode).toBe(200)
    expect(res.json().data.status).toBe('paid')
  })

  it('refuses an ETH underpayment', async () => {
    const listing = await createListing(seller)
    const me = await buyer()
    const order = await placeOrder(me, listing.id)
    const res = await submit(me, order.id, await payEth(me, order.payment.to, parseEther('0.049')))
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PAYMENT_UNDERPAID')
  })

  it('refuses a USDC underpayment', async () => {
    const listing = await createListing(seller, { priceAmount: '12.5', currency: 'USDC' })
    const me = await buyer(20_000_000n)
    const order = await placeOrder(me, listing.id)
    const res = await submit(me, order.id, await payUsdc(me, order.payment.to, 12_000_000n))
    expect(res.json().code).toBe('PAYMENT_UNDERPAID')
  })

  it('refuses a payment to someone other than the seller', async () => {
    const listing = await createListing(seller)
    const me = await buyer()
    const order = await placeOrder(me, listing.id)
    const elsewhere = (await fundedWallet(rpcUrl)).account.address
    const res = await submit(me, order.id, await payEth(me, elsewhere, parseEther('0.05')))
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PAYMENT_WRONG_RECIPIENT')
  })

  it('refuses a payment sent from another wallet', async () => {
    const listing = await createListing(seller)
    const [me, friend] = [await buyer(), await buyer()]
    const order = await placeOrder(me, listing.id)
    const res = await submit(
      me,
      order.id,
      await payEth(friend, order.payment.to, parseEther('0.05')),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PAYMENT_WRONG_SENDER')
  })

  it('refuses one transaction for two orders', async () => {
    const listing = await createListing(seller)
    const me = await buyer()
    const [first, second] = [await placeOrder(me, listing.id), await placeOrder(me, listing.id)]
    const hash = await payEth(me, first.payment.to, parseEther('0.05'))
    expect((await submit(me, first.id, hash)).statusCode).toBe(200)
    const reused = await submit(me, second.id, hash)
    expect(reused.statusCode).toBe(409)
    expect(reused.json().code).toBe('PAYMENT_ALREADY_USED')
  })

  it('refuses an unknown transaction hash', async () => {
    const listing = await createListing(seller)
    const me = await buyer()
    const order = await placeOrder(me, listing.id)
    const res = await submit(me, order.id, `0x${'ab'.repeat(32)}`)
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('PAYMENT_NOT_FOUND')
  })

  it('refuses a transaction that reverted', async () => {
    const listing = await createListing(seller, { priceAmount: '12.5', currency: 'USDC' })
    const me = await buyer(1_000_000n)
    const order = await placeOrder(me, listing.id)
    // more than the buyer holds, with gas fixed so the revert is mined rather than refused
    const res = await submit(
      me,
      order.id,
      await payUsdc(me, order.payment.to, 12_500_000n, 100_000n),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PAYMENT_FAILED')
  })

  it('takes a payment only from the buyer, and only while the order awaits it', async () => {
    const listing = await createListing(seller, { quantity: 2 })
    const me = await buyer()
    const order = await placeOrder(me, listing.id)
    const anyHash = `0x${'ab'.repeat(32)}`
    const bySeller = await submit(seller, order.id, anyHash)
    expect(bySeller.statusCode).toBe(403)
    expect(bySeller.json().code).toBe('NOT_BUYER')
    const cancel = await me.call('POST', `/api/marketplace/orders/${order.id}/cancel`)
    expect(cancel.json().data.status).toBe('cancelled')
    const afterCancel = await submit(me, order.id, anyHash)
    expect(afterCancel.statusCode).toBe(409)
    expect(afterCancel.json().code).toBe('ORDER_NOT_PAYABLE')
  })

  it('refuses paying an expired order, whose stock went back', async () => {
    const listing = await createListing(seller, { quantity: 1 })
    const me = await buyer()
    const order = await placeOrder(me, listing.id)
    const hash = await payEth(me, order.payment.to, parseEther('0.05'))
    clock.advance(31 * 60 * 1000)
    const res = await submit(me, order.id, hash)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('ORDER_EXPIRED')
    const after = await app.inject({
      method: 'GET',
      url: `/api/marketplace/listings/${listing.id}`,
    })
    expect(after.json().data).toMatchObject({ quantity: 1, status: 'active' })
  })

  it('waits for the configured confirmations', async () => {
    const strict = await createTestApp({
      RPC_URL_31337: rpcUrl,
      USDC_ADDRESS_31337: usdc,
      CONFIRMATIONS: '3',
    })
    try {
      const strictSeller = await trader(strict, await fundedWallet(rpcUrl))
      const me = await trader(strict, await fundedWallet(rpcUrl))
      const listing = await createListing(strictSeller)
      const order = await placeOrder(me, listing.id)
      const hash = await payEth(me, order.payment.to, parseEther('0.05'))
      const early = await submit(me, order.id, hash)
      expect(early.json().code).toBe('PAYMENT_PENDING')
      await testChain(rpcUrl).mine({ blocks: 2 })
      expect((await submit(me, order.id, hash)).json().data.status).toBe('paid')
    } finally {
      await strict.close()
    }
  })

  it('answers 503 CHAIN_UNAVAILABLE when the RPC is down, leaving the order as it was', async () => {
    const offline = await createTestApp({
      RPC_URL_31337: 'http://127.0.0.1:9',
      USDC_ADDRESS_31337: usdc,
    })
    try {
      const offlineSeller = await trader(offline, await fundedWallet(rpcUrl))
      const me = await trader(offline, await fundedWallet(rpcUrl))
      const listing = await createListing(offlineSeller)
      const order = await placeOrder(me, listing.id)
      const res = await submit(me, order.id, `0x${'cd'.repeat(32)}`)
      expect(res.statusCode).toBe(503)
      expect(res.json().code).toBe('CHAIN_UNAVAILABLE')
      const unchanged = await me.call('GET', `/api/marketplace/orders/${order.id}`)
      expect(unchanged.json().data).toMatchObject({ status: 'awaiting_payment', txHash: null })
    } finally {
      await offline.close()
    }
  })

  it('checks a payment again once the RPC is back, after 503 CHAIN_UNAVAILABLE while it was down', async () => {
    const rpc = await switchableRpc(rpcUrl)
    const flaky = await createTestApp({ RPC_URL_31337: rpc.url, USDC_ADDRESS_31337: usdc })
    try {
      const flakySeller = await trader(flaky, await fundedWallet(rpcUrl))
      const me = await trader(flaky, await fundedWallet(rpcUrl))
      const listing = await createListing(flakySeller)
      const order = await placeOrder(me, listing.id)
      const hash = await payEth(me, order.payment.to, parseEther('0.05'))

      await rpc.down()
      const whileDown = await submit(me, order.id, hash)
      expect(whileDown.statusCode).toBe(503)
      expect(whileDown.json().code).toBe('CHAIN_UNAVAILABLE')
      const unchanged = await me.call('GET', `/api/marketplace/orders/${order.id}`)
      expect(unchanged.json().data).toMatchObject({ status: 'awaiting_payment', txHash: null })

      await rpc.up()
      const retried = await submit(me, order.id, hash)
      expect(retried.statusCode).toBe(200)
      expect(retried.json().data).toMatchObject({ status: 'paid', txHash: hash })
    } finally {
      await flaky.close()
      await rpc.close()
    }
  })
})
