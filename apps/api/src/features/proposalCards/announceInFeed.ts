import type { AppContext } from '../../context.ts'
import { posts } from '../../db/schema/social.ts'

type Executor = Pick<AppContext['db'], 'insert'>

export type OpenedProposal = {
  id: string
  communityId: string
  authorId: string | null
  startsAt: Date
}

/**
 * Puts an opening proposal into its community's feed as a post of its author's that carries
 * the proposal's card, dated when it opened; in the transaction that marks it announced, and
 * at most once (`posts_proposal_idx`). None for a proposal whose author is gone.
 */
export async function announceInFeed(db: Executor, proposal: OpenedProposal) {
  if (!proposal.authorId) return null
  const [post] = await db
    .insert(posts)
    .values({
      authorId: proposal.authorId,
      communityId: proposal.communityId,
      content: '',
      proposalId: proposal.id,
      createdAt: proposal.startsAt,
    })
    .onConflictDoNothing()
    .returning({ id: posts.id, authorId: posts.authorId })
  return post ?? null
}
