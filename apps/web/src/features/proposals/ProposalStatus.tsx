import type { Proposal } from '@agora/domain'
import { durationText, OUTCOME_LABELS, STATE_LABELS, stateAt } from './format.ts'

/** The state pill and what the clock says: starts in, ends in, or the outcome. */
export function ProposalStatus({ proposal, now }: { proposal: Proposal; now: number }) {
  const state = stateAt(proposal, now)
  const outcome = state === 'closed' ? proposal.outcome : null
  return (
    <p className="proposal-status">
      <span className="proposal-pill" data-state={state} data-outcome={outcome ?? undefined}>
        {outcome ? OUTCOME_LABELS[outcome] : STATE_LABELS[state]}
      </span>
      <span className="proposal-status__clock" role="timer">
        {state === 'pending' &&
          `Voting starts in ${durationText(Date.parse(proposal.startsAt) - now)}`}
        {state === 'active' && `Ends in ${durationText(Date.parse(proposal.endsAt) - now)}`}
        {state === 'closed' &&
          `Closed ${new Date(proposal.endsAt).toLocaleString(undefined, {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}`}
      </span>
    </p>
  )
}
