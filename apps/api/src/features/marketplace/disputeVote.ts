import { ConflictError, type DisputeVote, decidedBuyerBps } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposals } from '../../db/schema/governance.ts'
import { listings, type OrderRow } from '../../db/schema/marketplace.ts'
import { communities } from '../../db/schema/social.ts'
import { daoApprovalsOf } from '../proposals/listingApprovals.ts'
import { settleProposal } from '../proposals/results.ts'
import { recordDisputeDecision } from './disputeDecision.ts'

type ListingRow = typeof listings.$inferSelect

/**
 * The community that may settle a dispute over `listing`: one whose members voted to approve
 * it (the same one every time, when several did). Null when none did: an admin decides alone.
 */
export async function disputeCommunityOf(ctx: AppContext, listing: ListingRow) {
  const approvals = (await daoApprovalsOf(ctx, [listing])).get(listing.id) ?? []
  const [first] = approvals.sort((a, b) => a.proposalId.localeCompare(b.proposalId))
  return first ?? null
}

/** The vote an order's dispute was referred to, settled first when it is over. */
export async function referralOf(ctx: AppContext, orderId: string) {
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
 * Refuses a `resolve` that does not carry the community's decision: while the community is
 * voting, nobody resolves; once it decided, only its split. After a vote that decided nothing
 * (rejected, no quorum), the admin arbiter decides as without a community.
 */
export async function requireCommunitySplit(ctx: AppContext, order: OrderRow, buyerBps: number) {
  const referral = await referralOf(ctx, order.id)
  if (!referral) return
  const { proposal } = referral
  if (!proposal.outcome) throw new ConflictError('DISPUTE_VOTE_OPEN')
  const decided = decidedBuyerBps(proposal.outcome, proposal.results?.winner ?? null)
  if (decided !== null && decided !== buyerBps) throw new ConflictError('DISPUTE_SPLIT_MISMATCH')
}
