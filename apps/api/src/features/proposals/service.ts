import {
  type Audience,
  BASIC_CHOICES,
  BadRequestError,
  type CreateProposal,
  ForbiddenError,
  hasCommunityRole,
  NotFoundError,
  PROPOSAL_MAX_DURATION_MS,
  PROPOSAL_MIN_CHOICES,
  type ProposalState,
  type VotingStrategy,
  type VotingStrategyInput,
} from '@agora/domain'
import { and, desc, eq, gt, lte } from 'drizzle-orm'
import type { Address } from 'viem'
import { enabledChainIds } from '../../chain/chains.ts'
import { describeToken, latestBlock } from '../../chain/tokens.ts'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { proposals } from '../../db/schema/governance.ts'
import type { Viewer } from '../../http/viewer.ts'
import { type CommunityRow, findCommunity, memberRole } from '../communities/membership.ts'
import { createListingApproval } from './createListingApproval.ts'
import { checkLength, generalTerms, ruleFor } from './kindRules.ts'
import { announceOpened } from './lifecycle.ts'
import { presentProposal, presentProposals } from './proposalView.ts'

// a start a little in the past is "now" from a client whose clock runs behind
const START_SKEW_MS = 5 * 60 * 1000

type GeneralInput = Extract<CreateProposal, { kind: 'general' }>

/**
 * Opens a proposal in a community: its admins may, and every member when the community
 * allows it; a seller who is a member may always ask for a listing approval. For on-chain
 * strategies the snapshot block is the chain's latest block now.
 */
export async function createProposal(
  ctx: AppContext,
  viewer: Viewer,
  idOrSlug: string,
  input: CreateProposal,
) {
  const community = await findCommunity(ctx, idOrSlug)
  const role = await memberRole(ctx, community.id, viewer.userId)
  if (!hasCommunityRole(role, 'member')) {
    throw new ForbiddenError('NOT_A_MEMBER', { action: 'propose' })
  }
  const row =
    input.kind === 'listing-approval'
      ? await createListingApproval(ctx, viewer, community, role, input)
      : await createGeneral(ctx, viewer, community, role, input as GeneralInput)
  if (row.startsAt <= ctx.clock.now()) await announceOpened(ctx, row)
  return presentProposal(ctx, row, viewer)
}

async function createGeneral(
  ctx: AppContext,
  viewer: Viewer,
  community: CommunityRow,
  role: string | null,
  input: GeneralInput,
) {
  const rule = ruleFor(community, 'general')
  if ((rule?.creators ?? community.proposalCreators) === 'admins' && role !== 'admin') {
    throw new ForbiddenError('COMMUNITY_ROLE_REQUIRED', { role: 'admin', action: 'propose' })
  }
  const now = ctx.clock.now()
  const startsAt = input.startsAt ? new Date(input.startsAt) : now
  const endsAt = new Date(input.endsAt)
  if (startsAt.getTime() < now.getTime() - START_SKEW_MS) {
    throw windowInvalid('start_in_past')
  }
  if (endsAt <= startsAt || endsAt <= now) {
    throw windowInvalid('end_before_start')
  }
  if (endsAt.getTime() - startsAt.getTime() > PROPOSAL_MAX_DURATION_MS) {
    throw windowInvalid('too_long')
  }
  checkLength(rule, startsAt, endsAt)
  const choices = input.votingSystem === 'basic' ? [...BASIC_CHOICES] : (input.choices ?? [])
  if (choices.length < PROPOSAL_MIN_CHOICES) {
    throw new BadRequestError('CHOICES_INVALID', {
      problem: 'too_few',
      system: input.votingSystem.replace('-', '_'),
      min: PROPOSAL_MIN_CHOICES,
    })
  }
  if (new Set(choices.map((c) => c.toLowerCase())).size !== choices.length) {
    throw new BadRequestError('CHOICES_INVALID', { problem: 'repeated' })
  }
  const { strategy, snapshotBlock } = await fixStrategy(ctx, input.strategy)
  const decimals = strategy.kind === 'erc20-balance' ? strategy.decimals : 0
  const { quorum, threshold } = generalTerms(rule, {
    quorum: input.quorum,
    threshold: input.threshold,
    decimals,
  })
  const [row] = await ctx.db
    .insert(proposals)
    .values({
      communityId: community.id,
      authorId: viewer.userId,
      kind: 'general',
      title: input.title,
      body: input.body ?? '',
      choices,
      votingSystem: input.votingSystem,
      strategy,
      snapshotBlock: snapshotBlock === null ? null : String(snapshotBlock),
      quorum: String(quorum),
      threshold,
      startsAt,
      endsAt,
      createdAt: now,
    })
    .returning()
  if (!row) throw new Error('proposal insert returned nothing')
  return row
}

const DAY_MS = 24 * 60 * 60 * 1000

const windowInvalid = (problem: 'start_in_past' | 'end_before_start' | 'too_long') =>
  new BadRequestError('PROPOSAL_WINDOW_INVALID', {
    problem,
    days: PROPOSAL_MAX_DURATION_MS / DAY_MS,
  })

/** The strategy as stored, with the snapshot block read from its chain. */
async function fixStrategy(
  ctx: AppContext,
  input: VotingStrategyInput,
): Promise<{ strategy: VotingStrategy; snapshotBlock: bigint | null }> {
  if (input.kind === 'member') return { strategy: { kind: 'member' }, snapshotBlock: null }
  if (!enabledChainIds(ctx.config).includes(input.chainId)) {
    throw new BadRequestError('CHAIN_NOT_SUPPORTED', { chainId: input.chainId })
  }
  const client = ctx.chains.publicClient(input.chainId)
  const snapshotBlock = await latestBlock(client)
  const token = input.token.toLowerCase() as Address
  const kind = input.kind === 'erc20-balance' ? 'erc20' : 'erc721'
  const { decimals, symbol } = await describeToken(
    client,
    input.chainId,
    kind,
    token,
    snapshotBlock,
  )
  const strategy: VotingStrategy =
    input.kind === 'erc20-balance'
      ? { kind: 'erc20-balance', chainId: input.chainId, token, decimals, symbol }
      : { kind: 'erc721-count', chainId: input.chainId, token }
  return { strategy, snapshotBlock }
}

export async function findProposal(ctx: AppContext, proposalId: string) {
  const [row] = await ctx.db.select().from(proposals).where(eq(proposals.id, proposalId))
  if (!row) throw new NotFoundError('PROPOSAL_NOT_FOUND')
  return row
}

export async function getProposal(ctx: AppContext, proposalId: string, audience: Audience) {
  return presentProposal(ctx, await findProposal(ctx, proposalId), audience)
}

type ListQuery = { state?: ProposalState | undefined; cursor?: string | undefined; limit: number }

/** A community's proposals, newest first, optionally in one state at this moment. */
export async function listProposals(
  ctx: AppContext,
  idOrSlug: string,
  query: ListQuery,
  audience: Audience,
) {
  const community = await findCommunity(ctx, idOrSlug)
  const cursor = decodeCursor(query.cursor)
  const now = ctx.clock.now()
  const inState =
    query.state === 'pending'
      ? gt(proposals.startsAt, now)
      : query.state === 'active'
        ? and(lte(proposals.startsAt, now), gt(proposals.endsAt, now))
        : query.state === 'closed'
          ? lte(proposals.endsAt, now)
          : undefined
  const rows = await ctx.db
    .select()
    .from(proposals)
    .where(
      and(
        eq(proposals.communityId, community.id),
        inState,
        cursor
          ? keysetBefore(proposals.createdAt, proposals.id, cursorTime(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({
    at: row.createdAt.toISOString(),
    id: row.id,
  }))
  return { data: await presentProposals(ctx, page, audience), nextCursor }
}
