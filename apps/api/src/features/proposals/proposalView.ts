import {
  type Audience,
  type Proposal,
  type ProposalResults,
  type ProposalVote,
  proposalState,
} from '@agora/domain'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposalBookmarks } from '../../db/schema/bookmarks.ts'
import { proposalVotes } from '../../db/schema/governance.ts'
import { users } from '../../db/schema/users.ts'
import { type AuthorRow, authorColumns, toAuthor } from '../../presenters/author.ts'
import {
  liveTallies,
  type ProposalRow,
  settleProposal,
  storedResults,
  toResults,
} from './results.ts'

type VoteRow = typeof proposalVotes.$inferSelect

type Share = { delegators: number; power: string }
const NO_SHARE: Share = { delegators: 0, power: '0' }

/** Who each voter carried, from a proposal's results (live or final). */
export function sharesOf(results: ProposalResults) {
  return new Map(results.delegated.map((share) => [share.voterId, share]))
}

export function toVote(
  vote: VoteRow,
  voter: AuthorRow,
  audience: Audience,
  share: Share = NO_SHARE,
): ProposalVote {
  return {
    voter: toAuthor(voter, audience),
    vote: {
      from: vote.address,
      proposal: vote.proposalId,
      choice: vote.choice,
      reason: vote.reason,
      timestamp: vote.signedAt,
    },
    signature: vote.signature,
    power: vote.power,
    delegators: share.delegators,
    delegatedPower: share.power,
    castAt: vote.castAt.toISOString(),
  }
}

/**
 * Proposals in the API's shape for `audience`: their state at this moment (a proposal found
 * over but not yet settled is settled first), results (final once closed, live before), and
 * the viewer's own vote.
 */
export async function presentProposals(
  ctx: AppContext,
  rows: ProposalRow[],
  audience: Audience,
): Promise<Proposal[]> {
  if (rows.length === 0) return []
  const now = ctx.clock.now()
  const current = await Promise.all(
    rows.map((row) => (!row.outcome && row.endsAt <= now ? settleProposal(ctx, row) : row)),
  )
  const open = current.filter((row) => !row.results)
  const authorIds = [...new Set(current.flatMap((row) => (row.authorId ? [row.authorId] : [])))]
  const proposalIds = current.map((row) => row.id)
  const [live, authors, own, bookmarks] = await Promise.all([
    liveTallies(ctx, open),
    authorIds.length
      ? ctx.db.select(authorColumns).from(users).where(inArray(users.id, authorIds))
      : [],
    audience
      ? ctx.db
          .select({ vote: proposalVotes, voter: authorColumns })
          .from(proposalVotes)
          .innerJoin(users, eq(users.id, proposalVotes.voterId))
          .where(
            and(
              eq(proposalVotes.voterId, audience.userId),
              inArray(
                proposalVotes.proposalId,
                current.map((row) => row.id),
              ),
            ),
          )
      : [],
    audience
      ? ctx.db
          .select({ proposalId: proposalBookmarks.proposalId })
          .from(proposalBookmarks)
          .where(
            and(
              eq(proposalBookmarks.userId, audience.userId),
              inArray(proposalBookmarks.proposalId, proposalIds),
            ),
          )
      : [],
  ])
  const bookmarked = new Set(bookmarks.map((bookmark) => bookmark.proposalId))
  const authorById = new Map(authors.map((author) => [author.id, author]))
  const resultsOf = (row: ProposalRow) => {
    const counted = live.get(row.id)
    if (row.results) return storedResults(row.results)
    if (!counted) throw new Error(`proposal ${row.id} was not tallied`)
    return toResults(counted)
  }
  const results = new Map(current.map((row) => [row.id, resultsOf(row)]))
  const ownVote = new Map(
    own.map(({ vote, voter }) => {
      const share = sharesOf(results.get(vote.proposalId) as ProposalResults).get(voter.id)
      return [vote.proposalId, toVote(vote, voter, audience, share)]
    }),
  )

  return current.map((row) => {
    const author = row.authorId ? authorById.get(row.authorId) : undefined
    return {
      id: row.id,
      communityId: row.communityId,
      kind: row.kind,
      listingId: row.listingId,
      author: author ? toAuthor(author, audience) : null,
      title: row.title,
      body: row.body,
      choices: row.choices,
      votingSystem: row.votingSystem,
      strategy: row.strategy,
      snapshotBlock: row.snapshotBlock,
      quorum: row.quorum,
      threshold: row.threshold,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      state: proposalState(row.startsAt, row.endsAt, now),
      outcome: row.outcome,
      results: results.get(row.id) as ProposalResults,
      viewerVote: ownVote.get(row.id) ?? null,
      viewerBookmarked: bookmarked.has(row.id),
    }
  })
}

export async function presentProposal(ctx: AppContext, row: ProposalRow, audience: Audience) {
  const [proposal] = await presentProposals(ctx, [row], audience)
  if (!proposal) throw new Error(`proposal ${row.id} could not be presented`)
  return proposal
}
