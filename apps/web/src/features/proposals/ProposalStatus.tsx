import type { Proposal } from '@agora/domain'
import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { durationText, outcomeLabel, stateAt, stateLabel } from './format.ts'

/** The state pill and what the clock says: starts in, ends in, or the outcome. */
export function ProposalStatus({ proposal, now }: { proposal: Proposal; now: number }) {
  const state = stateAt(proposal, now)
  const outcome = state === 'closed' ? proposal.outcome : null
  return (
    <p className="proposal-status">
      <span className="proposal-pill" data-state={state} data-outcome={outcome ?? undefined}>
        {outcome ? outcomeLabel(outcome) : stateLabel(state)}
      </span>
      <span className="proposal-status__clock" role="timer">
        {state === 'pending' &&
          t('proposals.status.startsIn', {
            duration: durationText(Date.parse(proposal.startsAt) - now),
          })}
        {state === 'active' &&
          t('proposals.status.endsIn', {
            duration: durationText(Date.parse(proposal.endsAt) - now),
          })}
        {state === 'closed' &&
          t('proposals.status.closed', { date: formatDateTime(proposal.endsAt) })}
      </span>
    </p>
  )
}
