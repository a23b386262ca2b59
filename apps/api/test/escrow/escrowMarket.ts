import { type Address, keccak256, toBytes } from 'viem'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { adminEnv, adminToken } from '../admin/adminAccess.ts'
import { deployTestEscrow, escrowCall } from '../chain/escrow.ts'
import { type FundedWallet, fundedWallet } from '../chain/fundedWallets.ts'
import { deployTestUsdc } from '../chain/testUsdc.ts'
import { createListing, placeOrder, type Trader, trader } from '../marketplace/market.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

export type EscrowOrder = Awaited<ReturnType<typeof placeOrder>> & {
  escrow: { address: string; orderId: string; releaseAfter: string | null } | null
  txHash: `0x${string}`
}

/** A market on the local chain with the escrow and test USDC deployed, and one seller. */
export type EscrowMarket = {
  rpcUrl: string
  app: TestApp
  /** Deploys the contracts and arbitrates disputes. */
  arbiter: FundedWallet
  escrow: Address
  usdc: Address
  seller: Trader
  admin: string
}

/** Sets up an escrow market for the file's tests; its fields are there once `beforeAll` ran. */
export function useEscrowMarket(): EscrowMarket {
  const market = { rpcUrl: inject('localRpcUrl') } as EscrowMarket
  beforeAll(async () => {
    market.arbiter = await fundedWallet(market.rpcUrl)
    market.escrow = await deployTestEscrow(market.arbiter, market.arbiter.account.address)
    market.usdc = await deployTestUsdc(market.arbiter)
    market.app = await createTestApp({
      RPC_URL_31337: market.rpcUrl,
      USDC_ADDRESS_31337: market.usdc,
      ESCROW_ADDRESS_31337: market.escrow,
      ...adminEnv,
    })
    market.seller = await trader(market.app, await fundedWallet(market.rpcUrl))
    market.admin = await adminToken(market.app)
  })
  afterAll(() => market.app.close())
  return market
}

/** A fresh buyer's order for an ETH listing of the market's seller, with what it costs. */
export async function ethOrder(market: EscrowMarket, priceAmount = '0.05') {
  const listing = await createListing(market.seller, { priceAmount })
  const buyer = await trader(market.app, await fundedWallet(market.rpcUrl))
  const order = (await placeOrder(buyer, listing.id)) as EscrowOrder
  return { buyer, order, due: BigInt(order.payment.amountWei ?? 0) }
}

export const postStep = (who: Trader, orderId: string, step: string, body: object) =>
  who.call('POST', `/api/marketplace/orders/${orderId}/${step}`, body)

/** Funds the order's escrow from the buyer's wallet; the transaction's hash. */
export async function fund(market: EscrowMarket, buyer: Trader, orderId: string, amount: bigint) {
  const receipt = await escrowCall(buyer.wallet, market.escrow, {
    functionName: 'fund',
    orderId,
    seller: market.seller.address,
    amount,
  })
  expect(receipt.status).toBe('success')
  return receipt.transactionHash
}

/** An ETH order whose escrow is funded and whose payment the server accepted. */
export async function paidEthOrder(market: EscrowMarket) {
  const { buyer, order, due } = await ethOrder(market)
  const txHash = await fund(market, buyer, order.id, due)
  const res = await postStep(buyer, order.id, 'payment', { txHash })
  expect(res.statusCode).toBe(200)
  return { buyer, order: res.json().data as EscrowOrder, due }
}

export const onChainOrderId = (orderId: string) => keccak256(toBytes(orderId))

export const eventTypes = (order: { events: { type: string }[] }) =>
  order.events.map((event) => event.type)
