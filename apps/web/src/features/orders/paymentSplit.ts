import { ESCROW_FULL_BPS, escrowStepStatus, type Order } from '@agora/domain'
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

/**
 * The status a decision ends the order in, as the server reads it: an escrow's `Resolved` is
 * a refund only at 100 % to the buyer; a direct order is refunded from 50 %.
 */
export function resolvedStatus(order: Pick<Order, 'escrow'>, buyerBps: number) {
  if (order.escrow) return escrowStepStatus('Resolved', buyerBps)
  return buyerBps >= ESCROW_FULL_BPS / 2 ? 'refunded' : 'completed'
}
