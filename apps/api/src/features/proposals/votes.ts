import {
  type Audience,
  BadRequestError,
  ConflictError,
  choiceProblem,
  DEFAULT_CHAIN_ID,
  ForbiddenError,
  hasCommunityRole,
  proposalState,
  VOTE_TIMESTAMP_SKEW_S,
  type VoteMessage,
  voteTypedData,
} from '@agora/domain'
import { and, desc, eq, sql } from 'drizzle-orm'
import { type Address, getAddress, type Hex, recoverTypedDataAddress } from 'viem'
import { tokenBalance } from '../../chain/tokens.ts'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { proposalVotes } from '../../db/schema/governance.ts'
import { users } from '../../db/schema/users.ts'
import { authorColumns } from '../../presenters/author.ts'
import { lastSignInChain, walletSignatureMatches } from '../auth/walletSignatures.ts'
import { memberRole } from '../communities/membership.ts'
import { sharesOf, toVote } from './proposalView.ts'
import { liveTallies, type ProposalRow, storedResults, toResults } from './results.ts'
import { findProposal } from './service.ts'

export type CastVote = { vote: VoteMessage; signature: Hex }

/**
 * Records a signed vote. The signature is the voter's proof (a session is not needed: anyone
 * may relay a signed vote); power is read by the server, never taken from the request.
 * Refusals, each with its own code: PROPOSAL_MISMATCH, VOTING_NOT_STARTED, VOTING_CLOSED,
 * VOTE_TIMESTAMP_STALE / _FUTURE (±5 min), CHOICE_INVALID, VOTE_SIGNATURE_INVALID, NOT_A_MEMBER,
 * NO_VOTING_POWER, VOTE_SUPERSEDED (a vote signed later is already stored), and 503
 * CHAIN_UNAVAILABLE when power or a contract wallet cannot be checked.
 */
export async function castVote(
  ctx: AppContext,
  proposalId: string,
  { vote, signature }: CastVote,
  client: { ip: string },
  audience: Audience,
) {
  const proposal = await findProposal(ctx, proposalId)
  if (vote.proposal !== proposal.id) {
    throw new BadRequestError('PROPOSAL_MISMATCH')
  }
  const now = ctx.clock.now()
  const state = proposalState(proposal.startsAt, proposal.endsAt, now)
  if (state === 'pending') {
    throw new ConflictError('VOTING_NOT_STARTED')
  }
  if (state === 'closed') throw new ConflictError('VOTING_CLOSED')
  const nowSeconds = Math.floor(now.getTime() / 1000)
  if (vote.timestamp < nowSeconds - VOTE_TIMESTAMP_SKEW_S) {
    throw new BadRequestError('VOTE_TIMESTAMP_STALE', { minutes: VOTE_TIMESTAMP_SKEW_S / 60 })
  }
  if (vote.timestamp > nowSeconds + VOTE_TIMESTAMP_SKEW_S) {
    throw new BadRequestError('VOTE_TIMESTAMP_FUTURE', { minutes: VOTE_TIMESTAMP_SKEW_S / 60 })
  }
  const problem = choiceProblem(proposal.votingSystem, proposal.choices.length, vote.choice)
  if (problem) throw new BadRequestError('CHOICE_INVALID', problem)

  const from = getAddress(vote.from)
  if (!(await signedBy(ctx, proposal, from, vote, signature, client))) {
    throw new BadRequestError('VOTE_SIGNATURE_INVALID')
  }

  const [voter] = await ctx.db
    .select({ ...authorColumns, isSuspended: users.isSuspended })
    .from(users)
    .where(eq(users.address, from.toLowerCase()))
  const role = voter ? await memberRole(ctx, proposal.communityId, voter.id) : null
  if (!voter || voter.isSuspended || !hasCommunityRole(role, 'member')) {
    throw new ForbiddenError('NOT_A_MEMBER', { action: 'vote' })
  }

  const [earlier] = await ctx.db
    .select()
    .from(proposalVotes)
    .where(and(eq(proposalVotes.proposalId, proposal.id), eq(proposalVotes.voterId, voter.id)))
  if (earlier && earlier.signature === signature) {
    return toVote(earlier, voter, audience, (await votesShares(ctx, proposal)).get(voter.id))
  }
  if (earlier && earlier.signedAt >= vote.timestamp) throw superseded()
  // power at the snapshot block never changes: an earlier vote's reading stands
  const power = earlier ? BigInt(earlier.power) : await votingPower(ctx, proposal, from)
  if (power === 0n) {
    throw new ForbiddenError('NO_VOTING_POWER')
  }
  const values = {
    proposalId: proposal.id,
    voterId: voter.id,
    address: from.toLowerCase(),
    choice: [...vote.choice],
    reason: vote.reason,
    signedAt: vote.timestamp,
    signature,
    power: String(power),
    castAt: now,
  }
  const [stored] = await ctx.db
    .insert(proposalVotes)
    .values(values)
    .onConflictDoUpdate({
      target: [proposalVotes.proposalId, proposalVotes.voterId],
      set: {
        address: values.address,
        choice: values.choice,
        reason: values.reason,
        signedAt: values.signedAt,
        signature: values.signature,
        castAt: values.castAt,
      },
      // of two votes racing, the one signed later stays
      setWhere: sql`${proposalVotes.signedAt} < excluded.signed_at`,
    })
    .returning()
  if (!stored) throw superseded()
  return toVote(stored, voter, audience, (await votesShares(ctx, proposal)).get(voter.id))
}

const superseded = () => new ConflictError('VOTE_SUPERSEDED')

async function signedBy(
  ctx: AppContext,
  proposal: ProposalRow,
  from: Address,
  vote: VoteMessage,
  signature: Hex,
  client: { ip: string },
) {
  const typed = voteTypedData({ ...vote, from })
  // a contract wallet lives on the strategy's chain, or where it signs in
  const chainId =
    proposal.strategy.kind === 'member'
      ? ((await lastSignInChain(ctx, from)) ?? DEFAULT_CHAIN_ID)
      : proposal.strategy.chainId
  return walletSignatureMatches(
    ctx,
    {
      address: from,
      signature,
      chainId,
      recover: () => recoverTypedDataAddress({ ...typed, signature }),
      verifyOnChain: (chain) => chain.verifyTypedData({ ...typed, address: from, signature }),
    },
    client,
    'VOTE_CHAIN_UNAVAILABLE',
  )
}

/** One member, one vote; or the token balance (ERC-20) or count (ERC-721) at the snapshot block. */
export async function votingPower(ctx: AppContext, proposal: ProposalRow, voter: Address) {
  const { strategy } = proposal
  if (strategy.kind === 'member') return 1n
  if (proposal.snapshotBlock === null) throw new Error(`proposal ${proposal.id} has no snapshot`)
  return tokenBalance(
    ctx.chains.publicClient(strategy.chainId),
    strategy.token as Address,
    voter,
    BigInt(proposal.snapshotBlock),
  )
}

/** Every vote, latest first, each with what anyone needs to re-verify it. */
export async function listVotes(
  ctx: AppContext,
  proposalId: string,
  query: { cursor?: string | undefined; limit: number },
  audience: Audience,
) {
  const proposal = await findProposal(ctx, proposalId)
  const cursor = decodeCursor(query.cursor)
  const rows = await ctx.db
    .select({ vote: proposalVotes, voter: authorColumns })
    .from(proposalVotes)
    .innerJoin(users, eq(users.id, proposalVotes.voterId))
    .where(
      and(
        eq(proposalVotes.proposalId, proposal.id),
        cursor
          ? keysetBefore(proposalVotes.castAt, proposalVotes.voterId, cursorTime(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(desc(proposalVotes.castAt), desc(proposalVotes.voterId))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, ({ vote }) => ({
    at: vote.castAt.toISOString(),
    id: vote.voterId,
  }))
  const shares = await votesShares(ctx, proposal)
  return {
    data: page.map(({ vote, voter }) => toVote(vote, voter, audience, shares.get(voter.id))),
    nextCursor,
  }
}

/** What each voter carries for delegators: final once settled, as it stands before. */
async function votesShares(ctx: AppContext, proposal: ProposalRow) {
  if (proposal.results) return sharesOf(storedResults(proposal.results))
  const counted = (await liveTallies(ctx, [proposal])).get(proposal.id)
  return counted ? sharesOf(toResults(counted)) : new Map()
}
