import {
  BadRequestError,
  type ProposalKind,
  type ProposalRule,
  parseUnitsExact,
  ruledHours,
} from '@agora/domain'
import type { CommunityRow } from '../communities/membership.ts'

const HOUR_MS = 60 * 60 * 1000

export const ruleFor = (community: CommunityRow, kind: ProposalKind): ProposalRule | undefined =>
  community.proposalRules[kind]

const belowMinimum = (term: 'quorum' | 'threshold') =>
  new BadRequestError('BELOW_COMMUNITY_MINIMUM', { term })

/**
 * A general proposal's quorum (base units) and threshold under the community's rule: what
 * the creator asks, or the rule's minimum when they ask nothing; never less than the rule.
 */
export function generalTerms(
  rule: ProposalRule | undefined,
  asked: { quorum: string | undefined; threshold: number | undefined; decimals: number },
) {
  const minimum = parseUnitsExact(rule?.quorum ?? '0', asked.decimals) ?? 0n
  const quorum =
    asked.quorum === undefined ? minimum : parseUnitsExact(asked.quorum, asked.decimals)
  if (quorum === null) {
    throw new BadRequestError('QUORUM_INVALID', { decimals: asked.decimals })
  }
  if (quorum < minimum) {
    throw belowMinimum('quorum')
  }
  const least = rule?.threshold ?? null
  const threshold = asked.threshold ?? least
  if (least !== null && (threshold ?? 0) < least) {
    throw belowMinimum('threshold')
  }
  return { quorum, threshold }
}

/** A general proposal runs at least the rule's minimum length and at most its maximum. */
export function checkLength(rule: ProposalRule | undefined, startsAt: Date, endsAt: Date) {
  if (!rule) return
  const length = endsAt.getTime() - startsAt.getTime()
  if (length < rule.minHours * HOUR_MS || length > rule.maxHours * HOUR_MS) {
    throw new BadRequestError('PROPOSAL_WINDOW_INVALID', { problem: 'outside_rule' })
  }
}

/**
 * The terms of a vote the community's settings fix (listing approvals, dispute settlements):
 * the listing-approval quorum and length, raised to the kind's rule and kept within its range.
 */
export function fixedTerms(community: CommunityRow, kind: ProposalKind, now: Date) {
  const rule = ruleFor(community, kind)
  const { quorum, votingHours } = community.listingApproval
  const least = rule ? (parseUnitsExact(rule.quorum, 0) ?? 0n) : 0n
  const hours = ruledHours(votingHours, rule)
  return {
    quorum: String(least > BigInt(quorum) ? least : BigInt(quorum)),
    threshold: rule?.threshold ?? null,
    endsAt: new Date(now.getTime() + hours * HOUR_MS),
  }
}
