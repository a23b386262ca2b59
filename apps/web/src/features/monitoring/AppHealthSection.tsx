import type { Alert, HealthSignals } from '@agora/domain'
import { Suspense, useState } from 'react'
import { formatNumber, formatTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { alertAdvice, alertMessage, percent } from './alertText.ts'
import { monitor } from './monitorStore.ts'
import { useMonitor } from './useMonitor.ts'
import './AppHealth.css'

// the chart library loads with the charts, not with the account page
const HealthCharts = lazyWithRetry<Parameters<typeof import('./HealthCharts.tsx').HealthCharts>[0]>(
  () => import('./HealthCharts.tsx').then((m) => ({ default: m.HealthCharts })),
)

const SIGNALS: (keyof HealthSignals)[] = ['hitRate', 'storageUse', 'syncSuccess', 'preloadSuccess']

/**
 * Spec §3 and §9 in the admin area (This device): this device's health score, active alerts, budget
 * breaches and the last hour, from snapshots taken every minute (and on "Check now").
 */
export function AppHealthSection({ children }: { children?: React.ReactNode }) {
  const state = useMonitor()
  const [checking, setChecking] = useState(false)
  const latest = state.snapshots.at(-1)

  const checkNow = async () => {
    setChecking(true)
    try {
      await monitor.check()
    } finally {
      setChecking(false)
    }
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby="app-health" className="app-health">
      <h2 id="app-health" className="section-title">
        {t('monitoring.title')}
      </h2>
      {latest ? (
        <div className="app-health__summary">
          <p className="app-health__score">
            <strong aria-label={t('monitoring.score.label', { score: latest.score })} role="img">
              {latest.score}
            </strong>
            <span aria-hidden="true">{t('monitoring.score.outOf')}</span>
          </p>
          <dl className="app-health__signals">
            {SIGNALS.map((signal) => (
              <div key={signal}>
                <dt>{t(`monitoring.signal.${signal}`)}</dt>
                <dd>{percent(latest.signals[signal])}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p role="status">{t('monitoring.firstMeasurement')}</p>
      )}

      <h3 className="app-health__heading">{t('monitoring.alerts.heading')}</h3>
      {state.activeAlerts.length === 0 ? (
        <p className="section-lead">{t('monitoring.alerts.none')}</p>
      ) : (
        <ul className="app-health__alerts" aria-label={t('monitoring.alerts.label')}>
          {state.activeAlerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} />
          ))}
        </ul>
      )}

      <h3 className="app-health__heading">{t('monitoring.budgets.heading')}</h3>
      {state.breaches.length === 0 ? (
        <p className="section-lead">{t('monitoring.budgets.none')}</p>
      ) : (
        <ul className="app-health__breaches" aria-label={t('monitoring.budgets.label')}>
          {state.breaches.map((breach) => (
            <li key={breach.budget}>
              {t('monitoring.budgets.breach', {
                budget: breach.budget,
                value: formatNumber(breach.value, { maximumFractionDigits: 2, useGrouping: false }),
                limit: formatNumber(breach.limit, { useGrouping: false }),
              })}
            </li>
          ))}
        </ul>
      )}

      {state.snapshots.length > 0 && (
        <Suspense fallback={<p role="status">{t('monitoring.charts.loading')}</p>}>
          <HealthCharts snapshots={state.snapshots} memory={state.memory} />
        </Suspense>
      )}
      {children}
      <Button variant="outline" size="small" disabled={checking} onClick={() => void checkNow()}>
        {t('monitoring.checkNow')}
      </Button>
    </GlassCard>
  )
}

function AlertItem({ alert }: { alert: Alert }) {
  const time = formatTime(alert.timestamp)
  return (
    <li className={`app-health__alert app-health__alert--${alert.severity}`} data-type={alert.type}>
      <p>
        <strong>{t(`monitoring.severity.${alert.severity}`)}</strong> {alertMessage(alert)}{' '}
        <time>{time}</time>
      </p>
      <ul>
        {alertAdvice(alert).map((recommendation) => (
          <li key={recommendation}>{recommendation}</li>
        ))}
      </ul>
    </li>
  )
}
