import {
  ConflictError,
  ESCROW_STEPS,
  type EscrowStepEvent,
  escrowReleaseDue,
  ForbiddenError,
  mayReportEscrowStep,
} from '@agora/domain'
import type { Hex } from 'viem'
import type { AppContext } from '../../context.ts'
import type { Viewer } from '../../http/viewer.ts'
import { requireCommunitySplit } from './disputeVote.ts'
import { applyEscrowStep, verifyEscrowStep } from './escrowSteps.ts'
import { orderViewerOf, visibleOrder } from './orderStore.ts'
import { presentOrder } from './orderView.ts'

/** Whether an order's money sits in an escrow contract. */
export async function isEscrowOrder(ctx: AppContext, viewer: Viewer, orderId: string) {
  return Boolean((await visibleOrder(ctx, viewer, orderId)).escrowAddress)
}

/**
 * The party who sends an escrow call reports its transaction (see `mayReportEscrowStep`); the
 * order follows what the chain shows it did, and its timeline records the transaction's sender. Resolving is for admins, the arbiters, with the split a community
 * decided when the dispute was referred to its vote.
 */
export async function submitEscrowStep(
  ctx: AppContext,
  viewer: Viewer,
  orderId: string,
  eventName: EscrowStepEvent,
  txHash: string | undefined,
  data: Record<string, unknown> = {},
) {
  const order = await visibleOrder(ctx, viewer, orderId)
  if (!order.escrowAddress) throw new ConflictError('NOT_ESCROW')
  if (!txHash) throw new ConflictError('ESCROW_TX_REQUIRED')
  const releaseDue = escrowReleaseDue(order.status, order.escrowReleaseAfter, ctx.clock.now())
  if (!mayReportEscrowStep(eventName, orderViewerOf(order, viewer), releaseDue)) {
    const [sender, ...others] = ESCROW_STEPS[eventName].by
    const party = others.length === 0 && sender ? sender : 'either'
    throw new ForbiddenError('WRONG_PARTY', { party, act: 'report' })
  }
  const verified = await verifyEscrowStep(ctx, order, txHash as Hex, eventName)
  if (eventName === 'Resolved')
    await requireCommunitySplit(ctx, order, Number(verified.args.buyerBps))
  const updated = await applyEscrowStep(ctx, order, eventName, verified, viewer.userId, data)
  return presentOrder(ctx, updated, viewer)
}
