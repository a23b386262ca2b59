import { decidedBuyerBps } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { orders } from '../../db/schema/marketplace.ts'
import type { ProposalRow } from '../proposals/results.ts'
import { announceOrder, record } from './orderStore.ts'

/**
 * Writes a settled dispute vote into its order's timeline: the split it decided, or none
 * (rejected, no quorum) so the admin arbiter decides. Called once, by whoever settles the vote.
 */
export async function recordDisputeDecision(ctx: AppContext, proposal: ProposalRow) {
  if (!proposal.orderId || !proposal.outcome) return
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, proposal.orderId))
  if (!order) return
  await ctx.db.transaction((tx) =>
    record(tx, order, 'dispute_decided', null, {
      proposalId: proposal.id,
      outcome: proposal.outcome,
      buyerBps: decidedBuyerBps(proposal.outcome, proposal.results?.winner ?? null),
    }),
  )
  announceOrder(ctx, order)
}
