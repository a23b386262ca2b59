import { type ProposalResults, type Tally, tally } from '@agora/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposals, proposalVotes } from '../../db/schema/governance.ts'

export type ProposalRow = typeof proposals.$inferSelect

/** Bigints as decimal strings, for JSON and the results column. */
export function toResults(result: Tally): ProposalResults {
  return {
    scores: result.scores.map(String),
    totalPower: String(result.totalPower),
    votes: result.votes,
    quorumReached: result.quorumReached,
    winner: result.winner,
    rounds: result.rounds.map((round) => ({
      scores: round.scores.map(String),
      exhausted: String(round.exhausted),
      eliminated: round.eliminated,
    })),
  }
}

/** Tallies of the given proposals from their votes as they stand. */
export async function liveTallies(ctx: AppContext, rows: ProposalRow[]) {
  const tallies = new Map<string, Tally>()
  if (rows.length === 0) return tallies
  const votes = await ctx.db
    .select({
      proposalId: proposalVotes.proposalId,
      choice: proposalVotes.choice,
      power: proposalVotes.power,
    })
    .from(proposalVotes)
    .where(
      inArray(
        proposalVotes.proposalId,
        rows.map((row) => row.id),
      ),
    )
  for (const row of rows) {
    const ballots = votes
      .filter((vote) => vote.proposalId === row.id)
      .map((vote) => ({ choice: vote.choice, power: BigInt(vote.power) }))
    tallies.set(row.id, tally(row.votingSystem, row.choices.length, ballots, BigInt(row.quorum)))
  }
  return tallies
}

/**
 * Writes a proposal's outcome once it is over: idempotent, and only the first writer wins,
 * so several instances (or a read racing the timer) settle it once. Returns the row as stored.
 */
export async function settleProposal(ctx: AppContext, row: ProposalRow): Promise<ProposalRow> {
  const now = ctx.clock.now()
  if (row.outcome || row.endsAt > now) return row
  const result = (await liveTallies(ctx, [row])).get(row.id)
  if (!result) return row
  const [settled] = await ctx.db
    .update(proposals)
    .set({ outcome: result.outcome, results: toResults(result), closedAt: now })
    .where(and(eq(proposals.id, row.id), isNull(proposals.outcome)))
    .returning()
  if (!settled) {
    // settled meanwhile by another request or instance
    const [stored] = await ctx.db.select().from(proposals).where(eq(proposals.id, row.id))
    return stored ?? row
  }
  ctx.events.publish('proposal.closed', {
    proposalId: row.id,
    communityId: row.communityId,
    outcome: result.outcome,
  })
  if (row.listingId && row.authorId) {
    ctx.events.publish('listing.changed', { listingId: row.listingId, sellerId: row.authorId })
  }
  return settled
}
