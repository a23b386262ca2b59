import type { ProposalOutcome } from '../governance/rules.ts'

/**
 * The choices a community votes on when a disputed escrow order is referred to it, in ballot
 * order (choice 1 first): how much of the escrowed payment goes back to the buyer, in basis
 * points of 10,000, as the arbiter's `resolve(orderId, buyerBps)` takes it.
 */
export const DISPUTE_SPLITS = [
  { choice: 'Buyer gets 100 %', buyerBps: 10_000 },
  { choice: 'Split 50/50', buyerBps: 5_000 },
  { choice: 'Seller gets 100 %', buyerBps: 0 },
] as const

/** The split a closed dispute vote decided: its winning choice's, only when the vote passed. */
export function decidedBuyerBps(outcome: ProposalOutcome | null, winner: number | null) {
  if (outcome !== 'passed' || winner === null) return null
  return DISPUTE_SPLITS[winner - 1]?.buyerBps ?? null
}
