import {
  ConflictError,
  CURRENCY_DECIMALS,
  DISPUTE_SPLITS,
  formatUnitsExact,
  ORDER_ACTIONS,
  orderRefusal,
} from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposals } from '../../db/schema/governance.ts'
import { listings, type OrderRow } from '../../db/schema/marketplace.ts'
import type { Viewer } from '../../http/viewer.ts'
import { findCommunity } from '../communities/membership.ts'
import { escapeMarkdown } from '../proposals/escapeMarkdown.ts'
import { fixedTerms } from '../proposals/kindRules.ts'
import { announceOpened } from '../proposals/lifecycle.ts'
import { disputeCommunityOf, referralOf } from './disputeVote.ts'
import { announceOrder, orderViewerOf, record, visibleOrder } from './orderStore.ts'
import { presentOrder } from './orderView.ts'

type ListingRow = typeof listings.$inferSelect

/**
 * The buyer, the seller or an admin refers a disputed escrow order to the community that
 * approved its listing: a single-choice vote among the splits of DISPUTE_SPLITS, one member
 * one vote, with the quorum and length the community set for listing approvals. Once only.
 */
export async function referDispute(ctx: AppContext, viewer: Viewer, orderId: string) {
  const order = await visibleOrder(ctx, viewer, orderId)
  if (!order.escrowAddress) throw new ConflictError('NOT_ESCROW')
  if (await referralOf(ctx, order.id)) throw new ConflictError('DISPUTE_ALREADY_REFERRED')
  if (orderRefusal(ORDER_ACTIONS.referDispute, order.status, orderViewerOf(order, viewer)))
    throw new ConflictError('ORDER_NOT_DISPUTED', { act: 'refer' })
  const [listing] = await ctx.db.select().from(listings).where(eq(listings.id, order.listingId))
  const approval = listing ? await disputeCommunityOf(ctx, listing) : null
  if (!listing || !approval) throw new ConflictError('DISPUTE_NO_COMMUNITY')
  const community = await findCommunity(ctx, approval.communityId)
  const now = ctx.clock.now()
  const terms = fixedTerms(community, 'dispute-settlement', now)
  const proposal = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(proposals)
      .values({
        communityId: community.id,
        authorId: viewer.userId,
        kind: 'dispute-settlement',
        orderId: order.id,
        title: `Settle a dispute: ${listing.title}`,
        body: disputeBody(listing, order),
        choices: DISPUTE_SPLITS.map((split) => split.choice),
        votingSystem: 'single-choice',
        strategy: { kind: 'member' },
        quorum: terms.quorum,
        threshold: terms.threshold,
        startsAt: now,
        endsAt: terms.endsAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) throw new ConflictError('DISPUTE_ALREADY_REFERRED')
    await record(tx, order, 'dispute_referred', viewer.userId, {
      proposalId: row.id,
      communityName: community.name,
      communitySlug: community.slug,
    })
    return row
  })
  await announceOpened(ctx, proposal)
  announceOrder(ctx, order)
  return presentOrder(ctx, order, viewer)
}

/** Markdown (rendered without HTML) saying what the community decides. */
function disputeBody(listing: ListingRow, order: OrderRow) {
  const amount = formatUnitsExact(order.amountBase, CURRENCY_DECIMALS[order.currency])
  return [
    `The buyer and the seller of [${escapeMarkdown(listing.title)}](/market/${listing.id}) disagree, and the **${amount} ${order.currency}** the buyer paid is held in escrow.`,
    '',
    'This community approved the listing, so it decides how the payment is split: vote for the share that goes back to the buyer. The rest goes to the seller; the marketplace’s arbiter carries out the decision on-chain.',
  ].join('\n')
}
