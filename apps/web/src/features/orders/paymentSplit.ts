import { ESCROW_FULL_BPS, type Order } from '@agora/domain'
import { paymentUnits } from './paymentTotal.ts'

/**
 * What the escrow's `resolve` pays each side for `buyerBps` of 10,000, in base units: the
 * buyer's share rounded down, the rest to the seller, as the contract computes it.
 */
export function paymentSplit(payment: Order['payment'], buyerBps: number) {
  const total = paymentUnits(payment)
  const buyer = (total * BigInt(buyerBps)) / BigInt(ESCROW_FULL_BPS)
  return { buyer, seller: total - buyer }
}
