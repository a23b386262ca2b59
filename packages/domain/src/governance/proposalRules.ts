/**
 * What a community asks of each kind of proposal. A kind without rules keeps the behaviour
 * communities had before rules existed: a general proposal's creator picks quorum and length,
 * and listing approvals and dispute settlements follow the listing-approval settings.
 */
import type { ProposalCreators, ProposalKind } from './rules.ts'

export type ProposalRule = {
  /** The least quorum, in display units (votes, NFTs or tokens). */
  quorum: string
  /**
   * Percent of the power cast (abstentions aside) the winning choice needs to pass, e.g. 66
   * for a two-thirds majority; null: the plain rule (most power wins; basic: For above Against).
   */
  threshold: number | null
  minHours: number
  maxHours: number
  /** Who may open one; a dispute settlement is always referred by a party or an admin. */
  creators: ProposalCreators
}

export type ProposalRules = Partial<Record<ProposalKind, ProposalRule>>

export const PROPOSAL_RULE_MAX_HOURS = 90 * 24

/** A fixed-length vote's hours (listing approvals, dispute settlements) within the rule's range. */
export function ruledHours(hours: number, rule: ProposalRule | undefined) {
  if (!rule) return hours
  return Math.min(Math.max(hours, rule.minHours), rule.maxHours)
}
