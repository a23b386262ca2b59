import { z } from 'zod'
import { decimalAmountSchema } from '../decimalAmount.ts'
import { authorSchema } from '../social/schemas.ts'
import {
  PROPOSAL_BODY_MAX,
  PROPOSAL_KINDS,
  PROPOSAL_MAX_CHOICES,
  PROPOSAL_OUTCOMES,
  PROPOSAL_STATES,
  PROPOSAL_TITLE_MAX,
  VOTE_REASON_MAX,
  VOTING_SYSTEMS,
} from './rules.ts'

export const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'HEX_ADDRESS_FORMAT')

/** A non-negative whole number of base units (token units, votes), as decimal digits. */
export const baseUnitsSchema = z.string().regex(/^\d{1,78}$/, 'BASE_UNITS_FORMAT')

export { decimalAmountSchema }

/** How voting power is counted, as a proposal's creator chooses it. */
export const votingStrategyInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member') }),
  z.object({
    kind: z.literal('erc20-balance'),
    chainId: z.number().int(),
    token: addressSchema,
  }),
  z.object({
    kind: z.literal('erc721-count'),
    chainId: z.number().int(),
    token: addressSchema,
  }),
])
export type VotingStrategyInput = z.infer<typeof votingStrategyInputSchema>

/** The strategy as stored: an ERC-20's decimals and symbol are read from the chain at creation. */
export const votingStrategySchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('member') }),
    z.object({
      kind: z.literal('erc20-balance'),
      chainId: z.number().int(),
      token: z.string(),
      decimals: z.number().int(),
      symbol: z.string().nullable(),
    }),
    z.object({ kind: z.literal('erc721-count'), chainId: z.number().int(), token: z.string() }),
  ])
  .meta({ id: 'VotingStrategy' })
export type VotingStrategy = z.infer<typeof votingStrategySchema>

const choiceText = z.string().trim().min(1).max(100)

export const createGeneralProposalSchema = z.object({
  kind: z.literal('general'),
  title: z.string().trim().min(1).max(PROPOSAL_TITLE_MAX),
  /** Markdown; rendered without HTML. */
  body: z.string().max(PROPOSAL_BODY_MAX).default(''),
  votingSystem: z.enum(VOTING_SYSTEMS),
  /** Ignored for basic votes, which are always For / Against / Abstain. */
  choices: z.array(choiceText).max(PROPOSAL_MAX_CHOICES).optional(),
  /** Default: now. */
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }),
  /**
   * Power the votes cast must reach, in display units: votes, NFTs, or tokens (an ERC-20's
   * decimals apply, so "1.5" of a 6-decimal token is 1500000 base units); default: the
   * community's minimum for general proposals, else 0. Never below that minimum.
   */
  quorum: decimalAmountSchema.optional(),
  /**
   * Percent of the power cast the winner needs (66: two thirds); default: the community's
   * rule for general proposals, else most power wins. Never below the community's rule.
   */
  threshold: z.number().int().min(1).max(100).optional(),
  strategy: votingStrategyInputSchema,
})

/** A seller asks the community to approve a listing; the community's settings set the vote. */
export const createListingApprovalSchema = z.object({
  kind: z.literal('listing-approval'),
  listingId: z.uuid(),
})

export const createProposalSchema = z.discriminatedUnion('kind', [
  createGeneralProposalSchema,
  createListingApprovalSchema,
])
export type CreateProposal = z.input<typeof createProposalSchema>

export const runOffRoundSchema = z.object({
  scores: z.array(z.string()),
  exhausted: z.string(),
  eliminated: z.array(z.number().int()),
})

/** Bigints travel as decimal strings. */
export const proposalResultsSchema = z.object({
  /** Power per choice, choice 1 first; for ranked choice, the last round's. */
  scores: z.array(z.string()),
  totalPower: z.string(),
  votes: z.number().int(),
  quorumReached: z.boolean(),
  /** The winning choice (1-based), or null. */
  winner: z.number().int().nullable(),
  rounds: z.array(runOffRoundSchema),
  /** Of `totalPower`: what voters cast for themselves, and what they cast for delegators. */
  directPower: z.string(),
  delegatedPower: z.string(),
  /** Per voter who carried delegators' power: how many, and how much. */
  delegated: z.array(
    z.object({ voterId: z.string(), delegators: z.number().int(), power: z.string() }),
  ),
})
export type ProposalResults = z.infer<typeof proposalResultsSchema>

/** A vote exactly as its voter signed it (EIP-712 `Vote`). */
export const voteMessageSchema = z
  .object({
    from: addressSchema,
    proposal: z.string().min(1).max(100),
    choice: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(2 ** 32 - 1),
      )
      .max(1000),
    reason: z.string().max(VOTE_REASON_MAX),
    timestamp: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .strict()

export const castVoteSchema = z
  .object({
    vote: voteMessageSchema,
    signature: z.string().regex(/^0x([0-9a-fA-F]{2}){1,20000}$/, 'SIGNATURE_HEX_FORMAT'),
  })
  .strict()

export const proposalVoteSchema = z
  .object({
    voter: authorSchema,
    /** What was signed: re-verify with `voteTypedData(vote)` and `signature`. */
    vote: z.object({
      from: z.string(),
      proposal: z.string(),
      choice: z.array(z.number().int()),
      reason: z.string(),
      timestamp: z.number().int(),
    }),
    signature: z.string(),
    /** Read by the server at the snapshot block (or 1 for one member one vote). */
    power: z.string(),
    /** Members who delegated to the voter and did not vote: "voting for N members". */
    delegators: z.number().int(),
    /** Their power, counted with this vote on top of `power`. */
    delegatedPower: z.string(),
    castAt: z.string(),
  })
  .meta({ id: 'ProposalVote' })
export type ProposalVote = z.infer<typeof proposalVoteSchema>

export const proposalSchema = z
  .object({
    id: z.string(),
    communityId: z.string(),
    kind: z.enum(PROPOSAL_KINDS),
    /** For a listing approval: the listing asked about. */
    listingId: z.string().nullable(),
    author: authorSchema.nullable(),
    title: z.string(),
    body: z.string(),
    choices: z.array(z.string()),
    votingSystem: z.enum(VOTING_SYSTEMS),
    strategy: votingStrategySchema,
    /** The block voting power is read at, fixed at creation; null for one member one vote. */
    snapshotBlock: z.string().nullable(),
    quorum: z.string(),
    /** Percent of the power cast the winner needs to pass; null: the plain rule. */
    threshold: z.number().int().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    createdAt: z.string(),
    state: z.enum(PROPOSAL_STATES),
    /** Once closed. */
    outcome: z.enum(PROPOSAL_OUTCOMES).nullable(),
    /** Live while open, final once closed. */
    results: proposalResultsSchema,
    /** The viewer's own vote, when they voted. */
    viewerVote: proposalVoteSchema.nullable(),
    /** Whether the viewer bookmarked it; false for anyone signed out. */
    viewerBookmarked: z.boolean(),
  })
  .meta({ id: 'Proposal' })
export type Proposal = z.infer<typeof proposalSchema>

export const proposalsQuerySchema = z.object({
  state: z.enum(PROPOSAL_STATES).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

export const votesQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
