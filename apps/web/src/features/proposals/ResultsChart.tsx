import type { Proposal } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { choiceName, formatPower, percentOf, percentText, powerText } from './format.ts'

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
      <h2 id={`results-${proposal.id}`}>
        {t(closed ? 'proposals.results.title' : 'proposals.results.current')}
      </h2>
      <ul className="results-chart" aria-label={t('proposals.results.byChoice')}>
        {proposal.choices.map((choice, index) => {
          const score = results.scores[index] ?? '0'
          const percent = percentOf(score, counted)
          const won = closed && results.winner === index + 1
          return (
            <li key={choice} className="results-chart__row" data-winner={won || undefined}>
              <div className="results-chart__label">
                <span>
                  {choiceName(proposal, index + 1)}
                  {won && (
                    <span className="results-chart__won"> · {t('proposals.results.winner')}</span>
                  )}
                </span>
                <span>
                  {powerText(score, strategy)} · {percentText(percent)}
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
        {t('proposals.results.meta', {
          count: results.votes,
          cast: powerText(results.totalPower, strategy),
          quorum: powerText(proposal.quorum, strategy),
          reached: results.quorumReached ? 'yes' : 'no',
        })}
      </p>
      {results.delegatedPower !== '0' && (
        <p className="proposal-results__meta">
          {t('proposals.results.delegation', {
            direct: powerText(results.directPower, strategy),
            delegated: powerText(results.delegatedPower, strategy),
          })}
        </p>
      )}
      {proposal.quorum !== '0' && (
        <p className="proposal-results__meta">
          {t('proposals.results.quorumProgress', {
            percent: percentText(Math.min(100, percentOf(results.totalPower, proposal.quorum))),
          })}
        </p>
      )}
      {proposal.threshold !== null && (
        <p className="proposal-results__meta">
          {t('proposals.results.threshold', { threshold: proposal.threshold })}
        </p>
      )}
      {results.rounds.length > 1 && (
        <details className="proposal-results__rounds">
          <summary>{t('proposals.results.rounds')}</summary>
          <ol>
            {results.rounds.map((round, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rounds are a fixed sequence
              <li key={index}>
                {proposal.choices
                  .map(
                    (_, c) =>
                      `${choiceName(proposal, c + 1)} ${formatPower(round.scores[c] ?? '0', strategy)}`,
                  )
                  .join(' · ')}
                {round.exhausted !== '0' &&
                  ` · ${t('proposals.results.exhausted', { amount: formatPower(round.exhausted, strategy) })}`}
                {round.eliminated.length > 0 &&
                  ` — ${t('proposals.results.out', {
                    choices: round.eliminated.map((c) => choiceName(proposal, c)).join(', '),
                  })}`}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  )
}
