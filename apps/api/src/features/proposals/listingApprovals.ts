import type { DaoApproval } from '@agora/domain'
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { type ListingSnapshot, proposals } from '../../db/schema/governance.ts'
import { communities } from '../../db/schema/social.ts'
import { settleProposal } from './results.ts'

type ListingFields = ListingSnapshot & { id: string }

/** Whether a listing still says what its approval vote was about. */
export function matchesSnapshot(snapshot: ListingSnapshot | null, listing: ListingSnapshot) {
  return (
    snapshot !== null &&
    snapshot.title === listing.title &&
    snapshot.description === listing.description &&
    snapshot.priceAmount === listing.priceAmount &&
    snapshot.currency === listing.currency &&
    snapshot.chainId === listing.chainId &&
    snapshot.category === listing.category
  )
}

/**
 * The communities whose members voted to approve each listing: only a passed listing-approval
 * vote counts, and only while the listing still says what was put to the vote. An approval
 * vote that is over but not yet settled is settled here first.
 */
export async function daoApprovalsOf(ctx: AppContext, listings: ListingFields[]) {
  const approvals = new Map<string, DaoApproval[]>()
  if (listings.length === 0) return approvals
  const rows = await ctx.db
    .select({
      proposal: proposals,
      community: { id: communities.id, name: communities.name, slug: communities.slug },
    })
    .from(proposals)
    .innerJoin(communities, eq(communities.id, proposals.communityId))
    .where(
      and(
        inArray(
          proposals.listingId,
          listings.map((listing) => listing.id),
        ),
        eq(proposals.kind, 'listing-approval'),
        or(
          eq(proposals.outcome, 'passed'),
          and(isNull(proposals.outcome), lte(proposals.endsAt, ctx.clock.now())),
        ),
      ),
    )
  const byId = new Map(listings.map((listing) => [listing.id, listing]))
  for (const { proposal, community } of rows) {
    const settled = proposal.outcome ? proposal : await settleProposal(ctx, proposal)
    const listing = proposal.listingId ? byId.get(proposal.listingId) : undefined
    if (settled.outcome !== 'passed' || !listing) continue
    if (!matchesSnapshot(settled.listingSnapshot, listing)) continue
    const list = approvals.get(listing.id) ?? []
    list.push({
      communityId: community.id,
      communityName: community.name,
      communitySlug: community.slug,
      proposalId: proposal.id,
    })
    approvals.set(listing.id, list)
  }
  return approvals
}
