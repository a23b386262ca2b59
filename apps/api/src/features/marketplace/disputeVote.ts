import {
  ConflictError,
  CURRENCY_DECIMALS,
  DISPUTE_SPLITS,
  type DisputeVote,
  decidedBuyerBps,
  formatUnitsExact,
  ORDER_ACTIONS,
  orderRefusal,
} from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposals } from '../../db/schema/governance.ts'
import { listings } from '../../db/schema/marketplace.ts'
import { communities } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { findCommunity } from '../communities/membership.ts'
import { escapeMarkdown } from '../proposals/escapeMarkdown.ts'
import { announceOpened } from '../proposals/lifecycle.ts'
import { daoApprovalsOf } from '../proposals/listingApprovals.ts'
import { settleProposal } from '../proposals/results.ts'
import { recordDisputeDecision } from './disputeDecision.ts'
import { announceOrder, orderViewerOf, record, visibleOrder } from './orderStore.ts'
import { type OrderRow, presentOrder } from './orderView.ts'

const HOUR_MS = 60 * 60 * 1000

type ListingRow = typeof listings.$inferSelect

/**
 * The community that may settle a dispute over `listing`: one whose members voted to approve
 * it (the same one every time, when several did). Null when none did: an admin decides alone.
 */
async function disputeCommunityOf(ctx: AppContext, listing: ListingRow) {
  const approvals = (await daoApprovalsOf(ctx, [listing])).get(listing.id) ?? []
  const [first] = approvals.sort((a, b) => a.proposalId.localeCompare(b.proposalId))
  return first ?? null
}

/** The vote an order's dispute was referred to, settled first when it is over. */
async function referralOf(ctx: AppContext, orderId: string) {
  const [row] = await ctx.db
    .select({ proposal: proposals, community: communities })
    .from(proposals)
    .innerJoin(communities, eq(communities.id, proposals.communityId))
    .where(eq(proposals.orderId, orderId))
  if (!row) return null
  const proposal = await settleProposal(ctx, row.proposal)
  // a closed vote's decision is in the timeline before the order is shown (written once)
  if (proposal.outcome) await recordDisputeDecision(ctx, proposal)
  return { proposal, community: row.community }
}

/** What the order shows about a community settling its dispute; null when none can. */
export async function disputeVoteOf(ctx: AppContext, order: OrderRow): Promise<DisputeVote | null> {
  if (!order.escrowAddress) return null
  const referral = await referralOf(ctx, order.id)
  if (referral) {
    const { proposal, community } = referral
    return {
      communityId: community.id,
      communityName: community.name,
      communitySlug: community.slug,
      proposalId: proposal.id,
      endsAt: proposal.endsAt.toISOString(),
      outcome: proposal.outcome,
      buyerBps: decidedBuyerBps(proposal.outcome, proposal.results?.winner ?? null),
    }
  }
  if (order.status !== 'disputed') return null
  const [listing] = await ctx.db.select().from(listings).where(eq(listings.id, order.listingId))
  const community = listing ? await disputeCommunityOf(ctx, listing) : null
  if (!community) return null
  return {
    communityId: community.communityId,
    communityName: community.communityName,
    communitySlug: community.communitySlug,
    proposalId: null,
    endsAt: null,
    outcome: null,
    buyerBps: null,
  }
}

/**
 * The buyer, the seller or an admin refers a disputed escrow order to the community that
 * approved its listing: a single-choice vote among the splits of DISPUTE_SPLITS, one member
 * one vote, with the quorum and length the community set for listing approvals. Once only.
 */
export async function referDispute(ctx: AppContext, viewer: Viewer, orderId: string) {
  const order = await visibleOrder(ctx, viewer, orderId)
  if (!order.escrowAddress)
    throw new ConflictError('This order is paid directly, not through escrow', 'NOT_ESCROW')
  if (await referralOf(ctx, order.id))
    throw new ConflictError(
      'This dispute is already referred to a community vote',
      'DISPUTE_ALREADY_REFERRED',
    )
  if (orderRefusal(ORDER_ACTIONS.referDispute, order.status, orderViewerOf(order, viewer)))
    throw new ConflictError(
      'Only a disputed order can be referred to a community vote',
      'ORDER_STATE_INVALID',
    )
  const [listing] = await ctx.db.select().from(listings).where(eq(listings.id, order.listingId))
  const approval = listing ? await disputeCommunityOf(ctx, listing) : null
  if (!listing || !approval)
    throw new ConflictError(
      'No community approved this listing, so an admin settles this dispute',
      'COMMUNITY_REQUIRED',
    )
  const community = await findCommunity(ctx, approval.communityId)
  const now = ctx.clock.now()
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
        quorum: String(community.listingApproval.quorum),
        startsAt: now,
        endsAt: new Date(now.getTime() + community.listingApproval.votingHours * HOUR_MS),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (!row)
      throw new ConflictError(
        'This dispute is already referred to a community vote',
        'DISPUTE_ALREADY_REFERRED',
      )
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

/**
 * Refuses a `resolve` that does not carry the community's decision: while the community is
 * voting, nobody resolves; once it decided, only its split. After a vote that decided nothing
 * (rejected, no quorum), the admin arbiter decides as without a community.
 */
export async function requireCommunitySplit(ctx: AppContext, order: OrderRow, buyerBps: number) {
  const referral = await referralOf(ctx, order.id)
  if (!referral) return
  const { proposal } = referral
  if (!proposal.outcome)
    throw new ConflictError(
      'The community is still voting on this dispute: resolve it once the vote closes',
      'DISPUTE_VOTE_OPEN',
    )
  const decided = decidedBuyerBps(proposal.outcome, proposal.results?.winner ?? null)
  if (decided !== null && decided !== buyerBps)
    throw new ConflictError(
      'This resolve splits the payment differently from what the community decided',
      'DISPUTE_SPLIT_MISMATCH',
    )
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
