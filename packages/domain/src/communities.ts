import { z } from 'zod'
import { proposalRulesSchema, proposalRulesUpdateSchema } from './governance/proposalRulesSchema.ts'
import { PROPOSAL_CREATORS } from './governance/rules.ts'
import { hasBidiControls } from './rules/text.ts'
import {
  COMMUNITY_DESCRIPTION_MAX,
  COMMUNITY_NAME_MAX,
  COMMUNITY_NAME_MIN,
  COMMUNITY_ROLES,
  COMMUNITY_RULE_MAX,
  COMMUNITY_RULES_MAX,
  LISTING_APPROVAL_HOURS_MAX,
  LISTING_APPROVAL_QUORUM_MAX,
} from './social/rules.ts'
import { authorSchema } from './social/schemas.ts'

/** What a token-gated community asks of a joining wallet, as its admin sets it. */
export const tokenGateInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('erc20'),
    chainId: z.number().int(),
    token: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'HEX_ADDRESS_FORMAT'),
    /** In display units ("100", "2.5"): the token's decimals are read from the chain. */
    minimum: z.string().regex(/^\d{1,60}(\.\d{1,36})?$/, 'GATE_DECIMAL_FORMAT'),
  }),
  z.object({
    kind: z.literal('erc721'),
    chainId: z.number().int(),
    token: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'HEX_ADDRESS_FORMAT'),
    /** How many of the collection's tokens; default 1. */
    minimum: z
      .string()
      .regex(/^\d{1,10}$/, 'WHOLE_NUMBER_FORMAT')
      .default('1'),
  }),
])
export type TokenGateInput = z.input<typeof tokenGateInputSchema>

export const tokenGateSchema = z
  .object({
    kind: z.enum(['erc20', 'erc721']),
    chainId: z.number().int(),
    token: z.string(),
    symbol: z.string().nullable(),
    decimals: z.number().int(),
    /** In the token's base units. */
    minBalance: z.string(),
    /** The same, in display units. */
    minimum: z.string(),
  })
  .meta({ id: 'TokenGate' })
export type TokenGate = z.infer<typeof tokenGateSchema>

export const listingApprovalSettingsSchema = z.object({
  /** Votes (one member, one vote) a listing approval needs cast. */
  quorum: z.number().int().min(1).max(LISTING_APPROVAL_QUORUM_MAX),
  votingHours: z.number().int().min(1).max(LISTING_APPROVAL_HOURS_MAX),
})

export const communitySettingsSchema = z
  .object({
    proposalCreators: z.enum(PROPOSAL_CREATORS),
    listingApproval: listingApprovalSettingsSchema,
    proposalRules: proposalRulesUpdateSchema,
    gate: tokenGateInputSchema.nullable(),
    /** A chat whose members are the community's members; off deletes it and its messages. */
    chat: z.boolean(),
  })
  .partial()
  .strict()
export type CommunitySettingsInput = z.input<typeof communitySettingsSchema>

export const communitySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    rules: z.array(z.string()),
    avatar: z.string().nullable(),
    memberCount: z.number().int(),
    createdAt: z.string(),
    /** The viewer's role in it, or null when not a member (or anonymous). */
    viewerRole: z.enum(COMMUNITY_ROLES).nullable(),
    /** Who may open proposals. */
    proposalCreators: z.enum(PROPOSAL_CREATORS),
    /** How listing approvals are voted (one member, one vote). */
    listingApproval: listingApprovalSettingsSchema,
    /** What each kind of proposal must meet; a kind left out keeps the plain behaviour. */
    proposalRules: proposalRulesSchema,
    /** A token a wallet must hold to join, checked on-chain at join; null when open. */
    gate: tokenGateSchema.nullable(),
  })
  .meta({ id: 'Community' })
export type Community = z.infer<typeof communitySchema>

export const createCommunitySchema = z.object({
  name: z
    .string()
    .trim()
    .min(COMMUNITY_NAME_MIN)
    .max(COMMUNITY_NAME_MAX)
    .regex(/[\p{L}\p{N}]/u, 'LETTER_OR_DIGIT_REQUIRED')
    .refine((name) => !hasBidiControls(name), 'TEXT_DIRECTION_CONTROLS'),
  description: z.string().trim().min(1).max(COMMUNITY_DESCRIPTION_MAX),
  rules: z
    .array(z.string().trim().min(1).max(COMMUNITY_RULE_MAX))
    .max(COMMUNITY_RULES_MAX)
    .optional(),
  avatar: z.string().max(500).optional(),
})

export const memberSchema = z.object({
  user: authorSchema,
  role: z.enum(COMMUNITY_ROLES),
  joinedAt: z.string(),
})
export type Member = z.infer<typeof memberSchema>
