import {
  BadRequestError,
  type communitySettingsSchema,
  formatUnitsExact,
  PROPOSAL_KINDS,
  type ProposalRules,
  parseUnitsExact,
  type TokenGate,
  type TokenGateInput,
  ValidationError,
} from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { Address } from 'viem'
import type { z } from 'zod'
import { recordAudit } from '../../audit/recordAudit.ts'
import { enabledChainIds } from '../../chain/chains.ts'
import { describeToken, latestBlock } from '../../chain/tokens.ts'
import type { AppContext } from '../../context.ts'
import { communities } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { setCommunityChat } from '../groups/communityChat.ts'
import { findCommunity, requireCommunityRole } from './membership.ts'
import { getCommunity } from './service.ts'

export type CommunitySettings = z.infer<typeof communitySettingsSchema>

/**
 * A community's admins decide who opens proposals, how listing approvals are voted and
 * whether joining needs a token (read from its chain now: the token must exist there).
 * Every change is audited.
 */
export async function updateSettings(
  ctx: AppContext,
  viewer: Viewer,
  idOrSlug: string,
  settings: CommunitySettings,
) {
  const community = await findCommunity(ctx, idOrSlug)
  await requireCommunityRole(ctx, community.id, viewer.userId, 'admin')
  const gate =
    settings.gate === undefined ? undefined : settings.gate && (await fixGate(ctx, settings.gate))
  const change = {
    ...(settings.proposalCreators ? { proposalCreators: settings.proposalCreators } : {}),
    ...(settings.listingApproval ? { listingApproval: settings.listingApproval } : {}),
    ...(settings.proposalRules
      ? { proposalRules: mergeRules(community.proposalRules, settings.proposalRules) }
      : {}),
    ...(gate !== undefined ? { gate } : {}),
  }
  if (Object.keys(change).length > 0) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(communities).set(change).where(eq(communities.id, community.id))
      await recordAudit(tx, viewer.userId, 'community.settings', community.id, change)
    })
  }
  if (settings.chat !== undefined)
    await setCommunityChat(ctx, community.id, viewer.userId, settings.chat)
  return getCommunity(ctx, viewer.userId, community.id)
}

/** Rules per kind after a change: a kind given replaces its rule, null drops it. */
function mergeRules(
  current: ProposalRules,
  change: NonNullable<CommunitySettings['proposalRules']>,
) {
  const merged: ProposalRules = { ...current }
  for (const kind of PROPOSAL_KINDS) {
    const rule = change[kind]
    if (rule === null) delete merged[kind]
    else if (rule) merged[kind] = rule
  }
  return merged
}

/** The gate as stored: the token checked on its chain, the minimum in base units. */
async function fixGate(ctx: AppContext, input: TokenGateInput): Promise<TokenGate> {
  if (!enabledChainIds(ctx.config).includes(input.chainId)) {
    throw new BadRequestError('CHAIN_NOT_SUPPORTED', { chainId: input.chainId })
  }
  const client = ctx.chains.publicClient(input.chainId)
  const token = input.token.toLowerCase() as Address
  const block = await latestBlock(client)
  const { decimals, symbol } = await describeToken(client, input.chainId, input.kind, token, block)
  const minBalance = parseUnitsExact(input.minimum ?? '1', decimals)
  if (minBalance === null || minBalance === 0n) {
    throw new ValidationError([
      { field: 'body.gate.minimum', code: 'GATE_MINIMUM_INVALID', params: { decimals } },
    ])
  }
  return {
    kind: input.kind,
    chainId: input.chainId,
    token,
    symbol,
    decimals,
    minBalance: String(minBalance),
    minimum: formatUnitsExact(minBalance, decimals),
  }
}
