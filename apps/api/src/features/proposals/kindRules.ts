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

const belowMinimum = (message: string) => new BadRequestError(message, 'BELOW_COMMUNITY_MINIMUM')

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
    throw new BadRequestError(
      `The quorum has more decimals than the token's ${asked.decimals}`,
      'QUORUM_INVALID',
    )
  }
  if (quorum < minimum) {
    throw belowMinimum('The quorum is below this community’s minimum for general proposals')
  }
  const least = rule?.threshold ?? null
  const threshold = asked.threshold ?? least
  if (least !== null && (threshold ?? 0) < least) {
    throw belowMinimum('The pass threshold is below this community’s minimum for general proposals')
  }
  return { quorum, threshold }
}

/** A general proposal runs at least the rule's minimum length and at most its maximum. */
export function checkLength(rule: ProposalRule | undefined, startsAt: Date, endsAt: Date) {
  if (!rule) return
  const length = endsAt.getTime() - startsAt.getTime()
  if (length < rule.minHours * HOUR_MS || length > rule.maxHours * HOUR_MS) {
    throw new BadRequestError(
      'The vote’s length is outside what this community allows for general proposals',
      'PROPOSAL_WINDOW_INVALID',
    )
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
