import {
  formatUnitsExact,
  type Proposal,
  type ProposalOutcome,
  type ProposalState,
  type VotingStrategy,
} from '@agora/domain'
import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import type { MessageKey } from '../../i18n/messageKey.ts'

/** How many decimals a strategy's power has: an ERC-20's own, else none. */
export function powerDecimals(strategy: VotingStrategy) {
  return strategy.kind === 'erc20-balance' ? strategy.decimals : 0
}

/** Power with its unit: "1 vote", "3 NFTs", "12,500.25 AGR". */
export function powerText(value: string, strategy: VotingStrategy) {
  const amount = formatPower(value, strategy)
  // member and NFT power are whole counts
  if (strategy.kind === 'member')
    return t('proposals.power.votes', { count: Number(value), amount })
  if (strategy.kind === 'erc721-count')
    return t('proposals.power.nfts', { count: Number(value), amount })
  return strategy.symbol ? `${amount} ${strategy.symbol}` : t('proposals.power.tokens', { amount })
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

/** A percentage from `percentOf` as people read it: "33.3%". */
export const percentText = (percent: number) =>
  formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 })

/** "2d 3h", "3h 12m", "4m 05s", "12s": how long until something, never negative. */
export function durationText(ms: number) {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  if (days > 0) return t('proposals.duration.days', { days, hours })
  if (hours > 0) return t('proposals.duration.hours', { hours, minutes })
  if (minutes > 0)
    return t('proposals.duration.minutes', { minutes, seconds: String(rest).padStart(2, '0') })
  return t('proposals.duration.seconds', { seconds: rest })
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

export const stateLabel = (state: ProposalState) => t(`proposals.state.${state}`)

export const outcomeLabel = (outcome: ProposalOutcome) => t(`proposals.outcome.${outcome}`)

const BASIC_CHOICE_KEYS: Record<string, MessageKey> = {
  For: 'proposals.choice.For',
  Against: 'proposals.choice.Against',
  Abstain: 'proposals.choice.Abstain',
}

/** A choice's name: a basic vote's fixed For / Against / Abstain in the reader's language. */
export function choiceName(proposal: Pick<Proposal, 'choices' | 'votingSystem'>, choice: number) {
  const name = proposal.choices[choice - 1]
  if (name === undefined) return `#${choice}`
  const key = proposal.votingSystem === 'basic' ? BASIC_CHOICE_KEYS[name] : undefined
  return key ? t(key) : name
}

/** The choices of a vote in words: "For", "Yes, Later", "1. B  2. A". */
export function choiceText(proposal: Pick<Proposal, 'choices' | 'votingSystem'>, choice: number[]) {
  const names = choice.map((c) => choiceName(proposal, c))
  if (proposal.votingSystem === 'ranked-choice') {
    return names.map((name, index) => `${index + 1}. ${name}`).join('  ')
  }
  return names.join(', ')
}
