import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestEscrow, escrowCall } from '../chain/escrow.ts'
import { fundedWallet, testChain } from '../chain/fundedWallets.ts'
import { startLocalChain } from '../chain/localChain.ts'
import { createListing, placeOrder, type Trader, trader } from '../marketplace/market.ts'
import { createTestApp } from '../testApp.ts'

// @NOTE a chain of its own: every transaction mines a block, so on the suite's shared chain
// another file's transactions would confirm these before the test looks
const chain = await startLocalChain()
afterAll(() => chain.stop())
const rpcUrl = chain.url
let escrow: Address

beforeAll(async () => {
  const arbiter = await fundedWallet(rpcUrl)
  escrow = await deployTestEscrow(arbiter, arbiter.account.address)
})

type Order = Awaited<ReturnType<typeof placeOrder>>

const post = (who: Trader, orderId: string, step: string, body: object) =>
  who.call('POST', `/api/marketplace/orders/${orderId}/${step}`, body)

describe('escrow steps and confirmations', () => {
  it('waits for the configured confirmations, for funding and for each later step', async () => {
    const strict = await createTestApp({
      RPC_URL_31337: rpcUrl,
      ESCROW_ADDRESS_31337: escrow,
      CONFIRMATIONS: '2',
    })
    try {
      const strictSeller = await trader(strict, await fundedWallet(rpcUrl))
      const buyer = await trader(strict, await fundedWallet(rpcUrl))
      const listing = await createListing(strictSeller)
      const order = (await placeOrder(buyer, listing.id)) as Order
      const funded = await escrowCall(buyer.wallet, escrow, {
        functionName: 'fund',
        orderId: order.id,
        seller: strictSeller.address,
        amount: BigInt(order.payment.amountWei ?? 0),
      })
      const pay = () => post(buyer, order.id, 'payment', { txHash: funded.transactionHash })
      expect((await pay()).json().code).toBe('PAYMENT_PENDING')
      await testChain(rpcUrl).mine({ blocks: 1 })
      expect((await pay()).json().data.status).toBe('paid')

      const release = await escrowCall(buyer.wallet, escrow, {
        functionName: 'release',
        orderId: order.id,
      })
      const confirm = () =>
        post(buyer, order.id, 'confirm-delivery', { txHash: release.transactionHash })
      expect((await confirm()).json().code).toBe('ESCROW_TX_PENDING')
      await testChain(rpcUrl).mine({ blocks: 1 })
      expect((await confirm()).json().data.status).toBe('completed')
    } finally {
      await strict.close()
    }
  })
})
