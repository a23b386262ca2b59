import {
  BASIC_CHOICES,
  ConflictError,
  type CreateProposal,
  ForbiddenError,
  NotFoundError,
} from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposals } from '../../db/schema/governance.ts'
import { listings } from '../../db/schema/marketplace.ts'
import type { Viewer } from '../../http/viewer.ts'
import type { CommunityRow } from '../communities/membership.ts'
import { escapeMarkdown } from './escapeMarkdown.ts'
import { fixedTerms, ruleFor } from './kindRules.ts'
import { matchesSnapshot } from './listingApprovals.ts'
import { settleProposal } from './results.ts'

type ListingApprovalInput = Extract<CreateProposal, { kind: 'listing-approval' }>

/**
 * A seller asks the community to approve their listing: a basic vote, one member one vote,
 * with the quorum and length the community set (raised to its listing-approval rule, when it
 * has one). One at a time per listing and community.
 */
export async function createListingApproval(
  ctx: AppContext,
  viewer: Viewer,
  community: CommunityRow,
  role: string | null,
  input: ListingApprovalInput,
) {
  const [listing] = await ctx.db.select().from(listings).where(eq(listings.id, input.listingId))
  if (!listing || listing.status === 'removed') {
    throw new NotFoundError('LISTING_NOT_FOUND')
  }
  if (listing.sellerId !== viewer.userId) {
    throw new ForbiddenError('LISTING_APPROVAL_SELLER_ONLY')
  }
  if (ruleFor(community, 'listing-approval')?.creators === 'admins' && role !== 'admin') {
    throw new ForbiddenError('COMMUNITY_ROLE_REQUIRED', {
      role: 'admin',
      action: 'approve_listing',
    })
  }
  // an approval over but not yet settled must settle before it can count or be asked again
  const earlier = await ctx.db
    .select()
    .from(proposals)
    .where(and(eq(proposals.communityId, community.id), eq(proposals.listingId, listing.id)))
  for (const row of earlier) {
    const settled = await settleProposal(ctx, row)
    if (!settled.outcome) {
      throw new ConflictError('LISTING_APPROVAL_OPEN', { when: 'still' })
    }
    if (settled.outcome === 'passed' && matchesSnapshot(settled.listingSnapshot, listing)) {
      throw new ConflictError('LISTING_ALREADY_APPROVED')
    }
  }
  const now = ctx.clock.now()
  const { quorum, threshold, endsAt } = fixedTerms(community, 'listing-approval', now)
  const [row] = await ctx.db
    .insert(proposals)
    .values({
      communityId: community.id,
      authorId: viewer.userId,
      kind: 'listing-approval',
      listingId: listing.id,
      listingSnapshot: {
        title: listing.title,
        description: listing.description,
        priceAmount: listing.priceAmount,
        currency: listing.currency,
        chainId: listing.chainId,
        category: listing.category,
      },
      title: `Approve listing: ${listing.title}`,
      body: listingApprovalBody(listing),
      choices: [...BASIC_CHOICES],
      votingSystem: 'basic',
      strategy: { kind: 'member' },
      quorum,
      threshold,
      startsAt: now,
      endsAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) {
    throw new ConflictError('LISTING_APPROVAL_OPEN', { when: 'already' })
  }
  return row
}

type ListingRow = typeof listings.$inferSelect

/** Markdown (rendered without HTML) quoting the listing as it is put to the vote. */
function listingApprovalBody(listing: ListingRow) {
  const price = listing.priceAmount.replace(/\.?0+$/, '')
  const description = listing.description
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  return [
    `The seller asks this community to approve [${escapeMarkdown(listing.title)}](/market/${listing.id}).`,
    '',
    `**Price:** ${price} ${listing.currency} · **Category:** ${listing.category}`,
    '',
    description,
    '',
    'Vote **For** to show the “DAO Approved” badge on the listing, naming this community.',
  ].join('\n')
}
