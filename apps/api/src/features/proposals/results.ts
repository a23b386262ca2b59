import { type ProposalResults, type Tally, tally } from '@agora/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposals, proposalVotes } from '../../db/schema/governance.ts'
import { type DelegatedShare, delegatedShares } from '../delegation/delegatedPower.ts'

export type ProposalRow = typeof proposals.$inferSelect

/** A tally with what was cast directly and for delegators, per voter. */
export type CountedTally = Tally & {
  directPower: bigint
  delegatedPower: bigint
  delegated: Map<string, DelegatedShare>
}

/** Bigints as decimal strings, for JSON and the results column. */
export function toResults(result: CountedTally): ProposalResults {
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
    directPower: String(result.directPower),
    delegatedPower: String(result.delegatedPower),
    delegated: [...result.delegated].map(([voterId, share]) => ({
      voterId,
      delegators: share.delegators,
      power: String(share.power),
    })),
  }
}

/** Results stored before delegation existed had every vote cast directly. */
export function storedResults(results: ProposalResults): ProposalResults {
  const before: Partial<ProposalResults> = results
  return {
    ...results,
    directPower: before.directPower ?? results.totalPower,
    delegatedPower: before.delegatedPower ?? '0',
    delegated: before.delegated ?? [],
  }
}

/**
 * Tallies of the given proposals from their votes as they stand, each vote carrying the
 * power of its voter's delegators who did not vote (see `delegatedShares`).
 */
export async function liveTallies(ctx: AppContext, rows: ProposalRow[]) {
  const tallies = new Map<string, CountedTally>()
  if (rows.length === 0) return tallies
  const votes = await ctx.db
    .select({
      proposalId: proposalVotes.proposalId,
      voterId: proposalVotes.voterId,
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
    const own = votes.filter((vote) => vote.proposalId === row.id)
    const delegated = await delegatedShares(
      ctx,
      row,
      own.map((vote) => vote.voterId),
    )
    const ballots = own.map((vote) => ({
      choice: vote.choice,
      power: BigInt(vote.power) + (delegated.get(vote.voterId)?.power ?? 0n),
    }))
    const result = tally(
      row.votingSystem,
      row.choices.length,
      ballots,
      BigInt(row.quorum),
      row.threshold,
    )
    const delegatedPower = [...delegated.values()].reduce((sum, share) => sum + share.power, 0n)
    tallies.set(row.id, {
      ...result,
      directPower: result.totalPower - delegatedPower,
      delegatedPower,
      delegated,
    })
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
