import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { percent } from './alertText.ts'
import { useFieldVitals, useServerHealth } from './data.ts'

const ms = (value: number, digits = 0) =>
  t('monitoring.server.ms', {
    value: formatNumber(value, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    }),
  })

/** For admins: this server instance's figures since it started, and field vitals per route. */
export function ServerHealthPanel() {
  const server = useServerHealth()
  const vitals = useFieldVitals()
  const health = server.data
  return (
    <div className="app-health__server">
      <h3 className="app-health__heading">{t('monitoring.server.heading')}</h3>
      {server.isError && <p role="alert">{errorMessage(server.error)}</p>}
      {health && (
        <dl className="app-health__signals" aria-label={t('monitoring.server.label')}>
          <div>
            <dt>{t('monitoring.server.requests')}</dt>
            <dd>{formatNumber(health.requests)}</dd>
          </div>
          <div>
            <dt>{t('monitoring.server.errors')}</dt>
            <dd>{formatNumber(health.serverErrors)}</dd>
          </div>
          <div>
            <dt>{t('monitoring.server.latency')}</dt>
            <dd>{health.meanLatencyMs === null ? '—' : ms(health.meanLatencyMs, 1)}</dd>
          </div>
          <div>
            <dt>{t('monitoring.server.cacheHitRate')}</dt>
            <dd>{health.cacheHitRate === null ? '—' : percent(health.cacheHitRate)}</dd>
          </div>
          <div>
            <dt>{t('monitoring.server.sockets')}</dt>
            <dd>{health.liveSockets}</dd>
          </div>
          <div>
            <dt>{t('monitoring.server.rateLimited')}</dt>
            <dd>{formatNumber(health.rateLimited)}</dd>
          </div>
          <div>
            <dt>{t('monitoring.server.chainCalls')}</dt>
            <dd>
              {formatNumber(health.chainCalls)} ({formatNumber(health.chainFailures)})
            </dd>
          </div>
          <div>
            <dt>{t('monitoring.server.replays')}</dt>
            <dd>{formatNumber(health.idempotentReplays)}</dd>
          </div>
        </dl>
      )}
      <h3 className="app-health__heading">{t('monitoring.vitals.heading')}</h3>
      {vitals.isError && <p role="alert">{errorMessage(vitals.error)}</p>}
      {vitals.data?.length === 0 && <p className="section-lead">{t('monitoring.vitals.none')}</p>}
      {vitals.data && vitals.data.length > 0 && (
        <table className="storage-table" aria-label={t('monitoring.vitals.label')}>
          <thead>
            <tr>
              <th scope="col">{t('monitoring.vitals.route')}</th>
              <th scope="col">{t('monitoring.vitals.metric')}</th>
              <th scope="col">{t('monitoring.vitals.p75')}</th>
              <th scope="col">{t('monitoring.vitals.reports')}</th>
            </tr>
          </thead>
          <tbody>
            {vitals.data.map((vital) => (
              <tr key={`${vital.route} ${vital.name}`}>
                <th scope="row">{vital.route}</th>
                <td>{vital.name}</td>
                <td>
                  {vital.name === 'CLS'
                    ? formatNumber(vital.p75, {
                        minimumFractionDigits: 3,
                        maximumFractionDigits: 3,
                      })
                    : ms(vital.p75)}
                </td>
                <td>{vital.samples}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
