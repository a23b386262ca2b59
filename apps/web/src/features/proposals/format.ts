import {
  formatUnitsExact,
  type Proposal,
  type ProposalOutcome,
  type ProposalState,
  type VotingStrategy,
} from '@agora/domain'

/** How many decimals a strategy's power has: an ERC-20's own, else none. */
export function powerDecimals(strategy: VotingStrategy) {
  return strategy.kind === 'erc20-balance' ? strategy.decimals : 0
}

/** What power is counted in: votes, NFTs, or the token's symbol. */
export function powerUnit(strategy: VotingStrategy) {
  if (strategy.kind === 'member') return 'votes'
  if (strategy.kind === 'erc721-count') return 'NFTs'
  return strategy.symbol ?? 'tokens'
}

/** Power with its unit: "1 vote", "3 NFTs", "12,500.25 AGR". */
export function powerText(value: string, strategy: VotingStrategy) {
  const unit =
    strategy.kind === 'member' && value === '1'
      ? 'vote'
      : strategy.kind === 'erc721-count' && value === '1'
        ? 'NFT'
        : powerUnit(strategy)
  return `${formatPower(value, strategy)} ${unit}`
}

/** Base units as display units, whole part grouped ("12,500.25"). */
export function formatPower(value: string, strategy: VotingStrategy) {
  const text = formatUnitsExact(value, powerDecimals(strategy))
  const [whole = '0', fraction] = text.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction.slice(0, 4)}` : grouped
}

/** `part` of `total` as a percentage with one decimal, exact on bigints. */
export function percentOf(part: string, total: string) {
  const whole = BigInt(total)
  if (whole === 0n) return 0
  return Number((BigInt(part) * 1000n) / whole) / 10
}

/** "2d 3h", "3h 12m", "4m 05s", "12s": how long until something, never negative. */
export function durationText(ms: number) {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  if (days > 0) return `${days}d ${hours}h`
  if (hours > 0) return `${hours}h ${minutes}m`
  if (minutes > 0) return `${minutes}m ${String(rest).padStart(2, '0')}s`
  return `${rest}s`
}

/** The state a proposal is in at `now`, from its window (the server's word may lag a moment). */
export function stateAt(
  proposal: Pick<Proposal, 'startsAt' | 'endsAt'>,
  now: number,
): ProposalState {
  if (now < Date.parse(proposal.startsAt)) return 'pending'
  if (now < Date.parse(proposal.endsAt)) return 'active'
  return 'closed'
}

export const STATE_LABELS: Record<ProposalState, string> = {
  pending: 'Upcoming',
  active: 'Active',
  closed: 'Closed',
}

export const OUTCOME_LABELS: Record<ProposalOutcome, string> = {
  passed: 'Passed',
  rejected: 'Rejected',
  no_quorum: 'No quorum',
}

/** The choices of a vote in words: "For", "Yes, Later", "1. B  2. A". */
export function choiceText(proposal: Pick<Proposal, 'choices' | 'votingSystem'>, choice: number[]) {
  const names = choice.map((c) => proposal.choices[c - 1] ?? `#${c}`)
  if (proposal.votingSystem === 'ranked-choice') {
    return names.map((name, index) => `${index + 1}. ${name}`).join('  ')
  }
  return names.join(', ')
}
