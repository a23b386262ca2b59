import type { Proposal } from '@agora/domain'
import { formatPower, percentOf, powerText } from './format.ts'

/**
 * One bar per choice, its length the share of the power counted (for ranked choice, the last
 * run-off round). The winner is marked once the vote is closed.
 */
export function ResultsChart({ proposal }: { proposal: Proposal }) {
  const { results, strategy } = proposal
  const counted = results.scores.reduce((sum, score) => sum + BigInt(score), 0n).toString()
  const closed = proposal.outcome !== null
  return (
    <section className="proposal-results" aria-labelledby={`results-${proposal.id}`}>
      <h2 id={`results-${proposal.id}`}>{closed ? 'Results' : 'Current results'}</h2>
      <ul className="results-chart" aria-label="Results by choice">
        {proposal.choices.map((choice, index) => {
          const score = results.scores[index] ?? '0'
          const percent = percentOf(score, counted)
          const won = closed && results.winner === index + 1
          return (
            <li key={choice} className="results-chart__row" data-winner={won || undefined}>
              <div className="results-chart__label">
                <span>
                  {choice}
                  {won && <span className="results-chart__won"> · winner</span>}
                </span>
                <span>
                  {powerText(score, strategy)} · {percent}%
                </span>
              </div>
              <div className="results-chart__track" aria-hidden="true">
                <div className="results-chart__bar" style={{ width: `${percent}%` }} />
              </div>
            </li>
          )
        })}
      </ul>
      <p className="proposal-results__meta">
        {results.votes} {results.votes === 1 ? 'vote' : 'votes'} ·{' '}
        {powerText(results.totalPower, strategy)} cast · quorum{' '}
        {powerText(proposal.quorum, strategy)}{' '}
        {results.quorumReached ? '(reached)' : '(not reached)'}
      </p>
      {results.rounds.length > 1 && (
        <details className="proposal-results__rounds">
          <summary>Run-off rounds</summary>
          <ol>
            {results.rounds.map((round, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rounds are a fixed sequence
              <li key={index}>
                {proposal.choices
                  .map((choice, c) => `${choice} ${formatPower(round.scores[c] ?? '0', strategy)}`)
                  .join(' · ')}
                {round.exhausted !== '0' &&
                  ` · exhausted ${formatPower(round.exhausted, strategy)}`}
                {round.eliminated.length > 0 &&
                  ` — out: ${round.eliminated.map((c) => proposal.choices[c - 1]).join(', ')}`}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  )
}
