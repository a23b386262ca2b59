import type { Proposal } from '@agora/domain'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { choiceName, percentOf, percentText, powerText } from './format.ts'
import { ProposalStatus } from './ProposalStatus.tsx'
import './Proposals.css'

/** A proposal in a list: its state, title, votes and the leading choice. */
export function ProposalCard({
  proposal,
  now,
  footer,
}: {
  proposal: Proposal
  now: number
  /** under the figures, e.g. when it was bookmarked */
  footer?: ReactNode
}) {
  const { results, strategy } = proposal
  const counted = results.scores.reduce((sum, s) => sum + BigInt(s), 0n).toString()
  let leader = -1
  results.scores.forEach((score, index) => {
    if (
      BigInt(score) > 0n &&
      (leader === -1 || BigInt(score) > BigInt(results.scores[leader] ?? '0'))
    )
      leader = index
  })
  return (
    <GlassCard padding="medium" className="proposal-card">
      <ProposalStatus proposal={proposal} now={now} />
      <h3 className="proposal-card__title">
        <Link to={`/proposals/${proposal.id}`}>{proposal.title}</Link>
      </h3>
      <p className="proposal-page__meta">
        {t('proposals.card.votes', { count: results.votes })}
        {strategy.kind !== 'member' && ` · ${powerText(results.totalPower, strategy)}`}
        {leader !== -1 &&
          ` · ${t(proposal.outcome ? 'proposals.card.top' : 'proposals.card.leading', {
            choice: choiceName(proposal, leader + 1),
            percent: percentText(percentOf(results.scores[leader] ?? '0', counted)),
          })}`}
      </p>
      {footer}
    </GlassCard>
  )
}
