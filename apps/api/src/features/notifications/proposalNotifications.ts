import type { ProposalOutcome } from '@agora/domain'
import { and, eq, ne, notExists, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { communityDelegations } from '../../db/schema/delegation.ts'
import { proposals, proposalVotes } from '../../db/schema/governance.ts'
import { communityMembers } from '../../db/schema/social.ts'
import type { NotificationDraft } from './notificationDraft.ts'

type ProposalRef = { proposalId: string; communityId: string }

/** Every member hears what a closed proposal decided. */
export async function proposalOutcomeNotices(
  ctx: AppContext,
  { proposalId, communityId, outcome }: ProposalRef & { outcome: ProposalOutcome },
): Promise<NotificationDraft[]> {
  const members = await ctx.db
    .select({ userId: communityMembers.userId })
    .from(communityMembers)
    .where(eq(communityMembers.communityId, communityId))
  return members.map(({ userId }) => ({
    userId,
    kind: 'proposalOutcome' as const,
    data: { proposalId, communityId, outcome },
  }))
}

/** A proposal opened (told to every member but its author) or closing soon (told to those not yet counted). */
export async function proposalNotices(
  ctx: AppContext,
  opened: boolean,
  { proposalId, communityId }: ProposalRef,
): Promise<NotificationDraft[]> {
  const [proposal] = await ctx.db
    .select({ authorId: proposals.authorId })
    .from(proposals)
    .where(eq(proposals.id, proposalId))
  if (!proposal) return []
  // who opened it knows; near the end, only those who have not voted yet are reminded
  const members = await ctx.db
    .select({ userId: communityMembers.userId })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        opened
          ? proposal.authorId
            ? ne(communityMembers.userId, proposal.authorId)
            : undefined
          : and(
              notExists(
                ctx.db
                  .select({ one: sql`1` })
                  .from(proposalVotes)
                  .where(
                    and(
                      eq(proposalVotes.proposalId, proposalId),
                      eq(proposalVotes.voterId, communityMembers.userId),
                    ),
                  ),
              ),
              // a member whose delegate voted is counted already
              notExists(delegateVoted(ctx, proposalId, communityId)),
            ),
      ),
    )
  const kind = opened ? ('proposal' as const) : ('proposalClosing' as const)
  return members.map(({ userId }) => ({ userId, kind, data: { proposalId, communityId } }))
}

/** The member's delegate in the community voted on the proposal (correlated on the member). */
function delegateVoted(ctx: AppContext, proposalId: string, communityId: string) {
  return ctx.db
    .select({ one: sql`1` })
    .from(communityDelegations)
    .innerJoin(
      proposalVotes,
      and(
        eq(proposalVotes.proposalId, proposalId),
        eq(proposalVotes.voterId, communityDelegations.delegateId),
      ),
    )
    .where(
      and(
        eq(communityDelegations.communityId, communityId),
        eq(communityDelegations.delegatorId, communityMembers.userId),
      ),
    )
}
