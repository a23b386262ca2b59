import { ESCROW_ABI, escrowOrderId } from '@agora/domain'
import { type Address, keccak256, parseEther, parseEventLogs, toBytes, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approve, dealOf, deployTestEscrow, escrowCall } from '../chain/escrow.ts'
import { type FundedWallet, fundedWallet, testChain } from '../chain/fundedWallets.ts'
import { startLocalChain } from '../chain/localChain.ts'
import { deployTestUsdc, mintTestUsdc, usdcBalance } from '../chain/testUsdc.ts'

// @NOTE a chain of its own: this file moves the chain's clock past two-second deadlines, and
// on the suite's shared chain another file's clock jump would pass them early
const chain = await startLocalChain()
afterAll(() => chain.stop())
const rpcUrl = chain.url
const State = { None: 0, Funded: 1, Disputed: 2, Released: 3, Refunded: 4, Resolved: 5 }
const price = parseEther('1')

let arbiter: FundedWallet
let escrow: Address
/** Releasable by anyone two seconds after funding: for the deadline's rules. */
let quickEscrow: Address
let usdc: Address

beforeAll(async () => {
  arbiter = await fundedWallet(rpcUrl)
  escrow = await deployTestEscrow(arbiter, arbiter.account.address)
  quickEscrow = await deployTestEscrow(arbiter, arbiter.account.address, 2n)
  usdc = await deployTestUsdc(arbiter)
})

async function parties() {
  const [buyer, seller, stranger] = await Promise.all([
    fundedWallet(rpcUrl),
    fundedWallet(rpcUrl),
    fundedWallet(rpcUrl),
  ])
  return { buyer, seller, stranger, orderId: crypto.randomUUID() }
}

async function funded(on: Address = escrow) {
  const deal = await parties()
  const receipt = await escrowCall(deal.buyer, on, {
    functionName: 'fund',
    orderId: deal.orderId,
    seller: deal.seller.account.address,
    amount: price,
  })
  expect(receipt.status).toBe('success')
  return { ...deal, receipt }
}

const balance = (wallet: FundedWallet) => wallet.getBalance({ address: wallet.account.address })
/** Past the quick escrow's deadline: two blocks 3 s apart on the chain's own clock. */
const pastQuickDeadline = () => testChain(rpcUrl).mine({ blocks: 2, interval: 3 })

describe('the escrow contract', () => {
  it('names orders by keccak256 of their id, as viem does', () => {
    const id = crypto.randomUUID()
    expect(escrowOrderId(id)).toBe(keccak256(toBytes(id)))
  })

  it('holds ETH from fund, with a Funded event saying who, for whom, what and how much', async () => {
    const { buyer, seller, orderId, receipt } = await funded()
    const [event] = parseEventLogs({ abi: ESCROW_ABI, eventName: 'Funded', logs: receipt.logs })
    expect(event?.args).toMatchObject({
      orderId: escrowOrderId(orderId),
      buyer: buyer.account.address,
      seller: seller.account.address,
      token: zeroAddress,
      amount: price,
    })
    expect(await buyer.getBalance({ address: escrow })).toBeGreaterThanOrEqual(price)
    expect(await dealOf(buyer, escrow, orderId)).toMatchObject({
      state: State.Funded,
      amount: price,
    })
  })

  it('refuses funding with the wrong value, for oneself, or twice for one order', async () => {
    const { buyer, seller, orderId } = await parties()
    const fund = (value: bigint, to: Address = seller.account.address, id = orderId) =>
      escrowCall(buyer, escrow, {
        functionName: 'fund',
        orderId: id,
        seller: to,
        amount: price,
        value,
      })
    expect((await fund(price - 1n)).status).toBe('reverted')
    expect((await fund(price, buyer.account.address)).status).toBe('reverted')
    expect((await fund(price)).status).toBe('success')
    expect((await fund(price)).status).toBe('reverted')
  })

  it('pays the seller when the buyer releases, once', async () => {
    const { buyer, seller, orderId } = await funded()
    const before = await balance(seller)
    expect((await escrowCall(buyer, escrow, { functionName: 'release', orderId })).status).toBe(
      'success',
    )
    expect((await balance(seller)) - before).toBe(price)
    expect((await dealOf(buyer, escrow, orderId)).state).toBe(State.Released)
    const again = await escrowCall(buyer, escrow, { functionName: 'release', orderId })
    expect(again.status).toBe('reverted')
    expect((await balance(seller)) - before).toBe(price)
  })

  it('lets nobody but the buyer release before the deadline', async () => {
    const { seller, stranger, orderId } = await funded()
    for (const caller of [seller, stranger, arbiter]) {
      const receipt = await escrowCall(caller, escrow, { functionName: 'release', orderId })
      expect(receipt.status).toBe('reverted')
    }
  })

  it('lets anyone release once the deadline has passed without a dispute', async () => {
    const { seller, stranger, orderId } = await funded(quickEscrow)
    await pastQuickDeadline()
    const before = await balance(seller)
    const receipt = await escrowCall(stranger, quickEscrow, { functionName: 'release', orderId })
    expect(receipt.status).toBe('success')
    expect((await balance(seller)) - before).toBe(price)
  })

  it('gives the buyer everything back when the seller refunds, and only the seller can', async () => {
    const { buyer, seller, stranger, orderId } = await funded()
    for (const caller of [buyer, stranger, arbiter]) {
      expect((await escrowCall(caller, escrow, { functionName: 'refund', orderId })).status).toBe(
        'reverted',
      )
    }
    const before = await balance(buyer)
    expect((await escrowCall(seller, escrow, { functionName: 'refund', orderId })).status).toBe(
      'success',
    )
    expect((await balance(buyer)) - before).toBe(price)
    expect((await escrowCall(buyer, escrow, { functionName: 'release', orderId })).status).toBe(
      'reverted',
    )
    expect((await escrowCall(seller, escrow, { functionName: 'refund', orderId })).status).toBe(
      'reverted',
    )
  })

  it('takes a dispute from the buyer or the seller only, before the deadline', async () => {
    const first = await funded()
    for (const caller of [first.stranger, arbiter]) {
      const receipt = await escrowCall(caller, escrow, {
        functionName: 'dispute',
        orderId: first.orderId,
      })
      expect(receipt.status).toBe('reverted')
    }
    const bySeller = await escrowCall(first.seller, escrow, {
      functionName: 'dispute',
      orderId: first.orderId,
    })
    expect(bySeller.status).toBe('success')
    expect((await dealOf(first.buyer, escrow, first.orderId)).state).toBe(State.Disputed)

    const byBuyer = await funded()
    const receipt = await escrowCall(byBuyer.buyer, escrow, {
      functionName: 'dispute',
      orderId: byBuyer.orderId,
    })
    expect(receipt.status).toBe('success')

    const late = await funded(quickEscrow)
    await pastQuickDeadline()
    const tooLate = await escrowCall(late.buyer, quickEscrow, {
      functionName: 'dispute',
      orderId: late.orderId,
    })
    expect(tooLate.status).toBe('reverted')
  })

  it('stops the deadline on a dispute: nobody but the buyer may release it', async () => {
    const { buyer, seller, stranger, orderId } = await funded(quickEscrow)
    const dispute = await escrowCall(buyer, quickEscrow, { functionName: 'dispute', orderId })
    expect(dispute.status).toBe('success')
    await pastQuickDeadline()
    for (const caller of [seller, stranger]) {
      const receipt = await escrowCall(caller, quickEscrow, { functionName: 'release', orderId })
      expect(receipt.status).toBe('reverted')
    }
  })

  it('lets only the arbiter resolve, only after a dispute, splitting by buyerBps', async () => {
    const { buyer, seller, stranger, orderId } = await funded()
    const resolve = (caller: FundedWallet, buyerBps = 2_500) =>
      escrowCall(caller, escrow, { functionName: 'resolve', orderId, buyerBps })
    expect((await resolve(arbiter)).status).toBe('reverted')
    await escrowCall(buyer, escrow, { functionName: 'dispute', orderId })
    for (const caller of [buyer, seller, stranger])
      expect((await resolve(caller)).status).toBe('reverted')
    expect((await resolve(arbiter, 10_001)).status).toBe('reverted')

    const [buyerBefore, sellerBefore] = [await balance(buyer), await balance(seller)]
    const receipt = await resolve(arbiter)
    expect(receipt.status).toBe('success')
    expect((await balance(buyer)) - buyerBefore).toBe(price / 4n)
    expect((await balance(seller)) - sellerBefore).toBe((price * 3n) / 4n)
    const [event] = parseEventLogs({ abi: ESCROW_ABI, eventName: 'Resolved', logs: receipt.logs })
    expect(event?.args).toMatchObject({ buyerBps: 2_500, toBuyer: price / 4n })
    expect((await resolve(arbiter)).status).toBe('reverted')
    expect((await escrowCall(buyer, escrow, { functionName: 'release', orderId })).status).toBe(
      'reverted',
    )
  })

  describe('with an ERC-20 (USDC)', () => {
    const units = 25_000_000n

    async function fundedInUsdc() {
      const deal = await parties()
      await mintTestUsdc(arbiter, usdc, deal.buyer.account.address, units)
      const fund = () =>
        escrowCall(deal.buyer, escrow, {
          functionName: 'fund',
          orderId: deal.orderId,
          seller: deal.seller.account.address,
          token: usdc,
          amount: units,
        })
      expect((await fund()).status).toBe('reverted')
      await approve(deal.buyer, usdc, escrow, units)
      const receipt = await fund()
      expect(receipt.status).toBe('success')
      expect(await usdcBalance(deal.buyer, usdc, deal.buyer.account.address)).toBe(0n)
      return deal
    }

    it('takes the tokens by allowance and pays the seller on release', async () => {
      const { buyer, seller, orderId } = await fundedInUsdc()
      await escrowCall(buyer, escrow, { functionName: 'release', orderId })
      expect(await usdcBalance(buyer, usdc, seller.account.address)).toBe(units)
    })

    it('returns the tokens on refund', async () => {
      const { buyer, seller, orderId } = await fundedInUsdc()
      await escrowCall(seller, escrow, { functionName: 'refund', orderId })
      expect(await usdcBalance(buyer, usdc, buyer.account.address)).toBe(units)
    })

    it('splits the tokens on resolve', async () => {
      const { buyer, seller, orderId } = await fundedInUsdc()
      await escrowCall(seller, escrow, { functionName: 'dispute', orderId })
      await escrowCall(arbiter, escrow, { functionName: 'resolve', orderId, buyerBps: 6_000 })
      expect(await usdcBalance(buyer, usdc, buyer.account.address)).toBe(15_000_000n)
      expect(await usdcBalance(buyer, usdc, seller.account.address)).toBe(10_000_000n)
    })
  })
})
