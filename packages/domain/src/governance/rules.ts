/**
 * DAO governance rules both apps need: the four voting systems with exact tallies (powers are
 * bigints, never floats), what a ballot may hold, a proposal's state at a moment, and the
 * EIP-712 typed data a vote is signed as. Pure: no I/O, no zod.
 */

export const VOTING_SYSTEMS = ['single-choice', 'approval', 'ranked-choice', 'basic'] as const
export type VotingSystem = (typeof VOTING_SYSTEMS)[number]

export const VOTING_SYSTEM_LABELS: Record<VotingSystem, string> = {
  'single-choice': 'Single choice',
  approval: 'Approval',
  'ranked-choice': 'Ranked choice (instant run-off)',
  basic: 'Basic (For / Against / Abstain)',
}

/** The fixed choices of a basic vote, in ballot order: choice 1 is For. */
export const BASIC_CHOICES = ['For', 'Against', 'Abstain'] as const

export const VOTING_STRATEGIES = ['member', 'erc20-balance', 'erc721-count'] as const
export type VotingStrategyKind = (typeof VOTING_STRATEGIES)[number]

export const VOTING_STRATEGY_LABELS: Record<VotingStrategyKind, string> = {
  member: 'One member, one vote',
  'erc20-balance': 'ERC-20 balance',
  'erc721-count': 'ERC-721 count',
}

/** A dispute settlement is opened from a disputed escrow order, never through the proposals API. */
export const PROPOSAL_KINDS = ['general', 'listing-approval', 'dispute-settlement'] as const
export type ProposalKind = (typeof PROPOSAL_KINDS)[number]

export const PROPOSAL_STATES = ['pending', 'active', 'closed'] as const
export type ProposalState = (typeof PROPOSAL_STATES)[number]

export const PROPOSAL_OUTCOMES = ['passed', 'rejected', 'no_quorum'] as const
export type ProposalOutcome = (typeof PROPOSAL_OUTCOMES)[number]

/** Who may open proposals in a community: its admins only, or every member. */
export const PROPOSAL_CREATORS = ['admins', 'members'] as const
export type ProposalCreators = (typeof PROPOSAL_CREATORS)[number]

export const PROPOSAL_MIN_CHOICES = 2
export const PROPOSAL_MAX_CHOICES = 20
export const PROPOSAL_TITLE_MAX = 200
export const PROPOSAL_BODY_MAX = 20_000
export const PROPOSAL_MAX_DURATION_MS = 90 * 24 * 60 * 60 * 1000
export const VOTE_REASON_MAX = 1000
/** A signed vote's timestamp may differ from the server's clock by this much, either way. */
export const VOTE_TIMESTAMP_SKEW_S = 5 * 60
/** The "closes soon" notice goes out this long before a proposal closes. */
export const PROPOSAL_CLOSING_NOTICE_MS = 24 * 60 * 60 * 1000

/** What is wrong with a vote's choices: the values of its CHOICE_INVALID message. */
export type ChoiceProblem =
  | { problem: 'none' }
  | { problem: 'unknown'; choice: number; count: number }
  | { problem: 'single' }
  | { problem: 'repeated' }

/** What `choice` means for a proposal with `choiceCount` choices; choices count from 1. */
export function choiceProblem(
  system: VotingSystem,
  choiceCount: number,
  choice: readonly number[],
): ChoiceProblem | null {
  if (choice.length === 0) return { problem: 'none' }
  for (const c of choice) {
    if (!Number.isInteger(c) || c < 1 || c > choiceCount) {
      return { problem: 'unknown', choice: c, count: choiceCount }
    }
  }
  if ((system === 'single-choice' || system === 'basic') && choice.length !== 1) {
    return { problem: 'single' }
  }
  if (new Set(choice).size !== choice.length) return { problem: 'repeated' }
  return null
}

export function proposalState(
  startsAt: Date | string,
  endsAt: Date | string,
  now: Date,
): ProposalState {
  const time = now.getTime()
  if (time < new Date(startsAt).getTime()) return 'pending'
  if (time < new Date(endsAt).getTime()) return 'active'
  return 'closed'
}

/** A vote as its voter signs it (EIP-712 primary type `Vote`). */
export type VoteMessage = {
  /** The voter's wallet address. */
  from: string
  /** The proposal's id. */
  proposal: string
  /** One element for single choice and basic, the set for approval, the order for ranked. */
  choice: readonly number[]
  reason: string
  /** Seconds since the Unix epoch. */
  timestamp: number
}

export const VOTE_DOMAIN = { name: 'Agora', version: '1' } as const

export const VOTE_TYPES = {
  Vote: [
    { name: 'from', type: 'address' },
    { name: 'proposal', type: 'string' },
    { name: 'choice', type: 'uint32[]' },
    { name: 'reason', type: 'string' },
    { name: 'timestamp', type: 'uint64' },
  ],
} as const

/** The EIP-712 typed data of a vote, as wallets sign it and the server verifies it. */
export function voteTypedData(vote: VoteMessage) {
  return {
    domain: VOTE_DOMAIN,
    types: VOTE_TYPES,
    primaryType: 'Vote' as const,
    message: {
      from: vote.from as `0x${string}`,
      proposal: vote.proposal,
      choice: [...vote.choice],
      reason: vote.reason,
      timestamp: BigInt(vote.timestamp),
    },
  }
}

/** A whole number of base units (wei-like) as display units with `decimals`, trimmed. */
export function formatUnitsExact(value: bigint | string, decimals: number) {
  const units = typeof value === 'bigint' ? value : BigInt(value)
  if (decimals <= 0) return units.toString()
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Display units to base units: null when `text` is not a non-negative decimal that fits. */
export function parseUnitsExact(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,60})(?:\.(\d+))?$/.exec(text.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return null
  return BigInt(`${match[1]}${fraction.padEnd(decimals, '0')}`)
}
