import type { VotingStrategy } from '@agora/domain'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Address } from 'viem'
import { tokenBalance } from '../../chain/tokens.ts'
import type { AppContext } from '../../context.ts'
import { communityDelegations } from '../../db/schema/delegation.ts'
import { communityMembers } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import { delegatorMembership } from './delegatorMembership.ts'

/** What one voter carries for the members who delegated to them and did not vote. */
export type DelegatedShare = { delegators: number; power: bigint }

type CountedProposal = {
  communityId: string
  strategy: VotingStrategy
  snapshotBlock: string | null
}

// a balance at a past block never changes: read once per process
const balances = new Map<string, bigint>()
const BALANCE_CACHE_MAX = 10_000

/**
 * Snapshot's counting: each voter's vote also carries the power of every member who
 * delegates to them now and has not voted on the proposal themselves (a delegator who votes
 * counts for themselves). No chains: only direct delegators count. Token strategies read each
 * delegator's balance at the proposal's snapshot block; a delegator holding none adds nothing.
 */
export async function delegatedShares(
  ctx: AppContext,
  proposal: CountedProposal,
  voterIds: readonly string[],
): Promise<Map<string, DelegatedShare>> {
  const shares = new Map<string, DelegatedShare>()
  if (voterIds.length === 0) return shares
  const voted = new Set(voterIds)
  const rows = await ctx.db
    .select({
      delegateId: communityDelegations.delegateId,
      delegatorId: communityDelegations.delegatorId,
      address: users.address,
    })
    .from(communityDelegations)
    .innerJoin(users, eq(users.id, communityDelegations.delegatorId))
    .innerJoin(communityMembers, delegatorMembership)
    .where(
      and(
        eq(communityDelegations.communityId, proposal.communityId),
        isNotNull(communityDelegations.delegateId),
        inArray(communityDelegations.delegateId, [...voterIds]),
        eq(users.isSuspended, false),
      ),
    )
  const counted = rows.filter((row) => !voted.has(row.delegatorId))
  const powers = await Promise.all(counted.map((row) => delegatorPower(ctx, proposal, row.address)))
  counted.forEach((row, i) => {
    const power = powers[i] ?? 0n
    if (power === 0n || !row.delegateId) return
    const share = shares.get(row.delegateId) ?? { delegators: 0, power: 0n }
    shares.set(row.delegateId, { delegators: share.delegators + 1, power: share.power + power })
  })
  return shares
}

async function delegatorPower(ctx: AppContext, proposal: CountedProposal, address: string | null) {
  const { strategy } = proposal
  if (strategy.kind === 'member') return 1n
  if (!address || proposal.snapshotBlock === null) return 0n
  const key = `${strategy.chainId}:${strategy.token}:${address}:${proposal.snapshotBlock}`
  const known = balances.get(key)
  if (known !== undefined) return known
  const balance = await tokenBalance(
    ctx.chains.publicClient(strategy.chainId),
    strategy.token as Address,
    address as Address,
    BigInt(proposal.snapshotBlock),
  )
  if (balances.size >= BALANCE_CACHE_MAX) balances.clear()
  balances.set(key, balance)
  return balance
}
