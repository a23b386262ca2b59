import { decidedBuyerBps } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { proposals } from '../../db/schema/governance.ts'
import { orderEvents, orders } from '../../db/schema/marketplace.ts'
import type { ProposalRow } from '../proposals/results.ts'
import { announceOrder, record } from './orderStore.ts'

/**
 * Writes a settled dispute vote into its order's timeline, once (a unique index keeps a
 * second writer out): the split it decided, or none (rejected, no quorum) so the admin
 * arbiter decides.
 */
export async function recordDisputeDecision(ctx: AppContext, proposal: ProposalRow) {
  if (!proposal.orderId || !proposal.outcome) return
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, proposal.orderId))
  if (!order) return
  const [seen] = await ctx.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'dispute_decided')))
  if (seen) return
  const written = await ctx.db.transaction((tx) =>
    record(tx, order, 'dispute_decided', null, {
      proposalId: proposal.id,
      outcome: proposal.outcome,
      buyerBps: decidedBuyerBps(proposal.outcome, proposal.results?.winner ?? null),
    })
      .onConflictDoNothing()
      .returning({ id: orderEvents.id }),
  )
  if (written.length > 0) announceOrder(ctx, order)
}

/**
 * Writes each dispute vote's decision when the vote closes (the proposal timer or a read
 * settles it). Local-only: the instance that settled the vote writes it.
 */
export function createDisputeDecisions(ctx: AppContext, log: FastifyBaseLogger) {
  const writing = new Set<Promise<void>>()
  const unsubscribe = ctx.events.subscribe(
    'proposal.closed',
    ({ data }) => {
      const work = ctx.db
        .select()
        .from(proposals)
        .where(eq(proposals.id, data.proposalId))
        .then(([proposal]) => (proposal ? recordDisputeDecision(ctx, proposal) : undefined))
        .catch((err) => log.error({ err }, 'dispute decision not recorded'))
        .finally(() => writing.delete(work))
      writing.add(work)
    },
    { localOnly: true },
  )
  return {
    /** Stops hearing votes close and waits for writes under way. */
    async close() {
      unsubscribe()
      await Promise.allSettled([...writing])
    },
  }
}
