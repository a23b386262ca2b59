import type { Alert, HealthSignals } from '@agora/domain'
import { Suspense, useState } from 'react'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { monitor } from './monitorStore.ts'
import { useMonitor } from './useMonitor.ts'
import './AppHealth.css'

// the chart library loads with the charts, not with the account page
const HealthCharts = lazyWithRetry<Parameters<typeof import('./HealthCharts.tsx').HealthCharts>[0]>(
  () => import('./HealthCharts.tsx').then((m) => ({ default: m.HealthCharts })),
)

const SIGNAL_LABELS: Record<keyof HealthSignals, string> = {
  hitRate: 'Cache hit rate',
  storageUse: 'Storage used',
  syncSuccess: 'Offline writes sent',
  preloadSuccess: 'Page loads answered by preload',
}

const percent = (value: number | null) =>
  value === null ? 'No data yet' : `${Math.round(value * 100)} %`

/**
 * Spec §3 and §9 on the account page: this device's health score, active alerts, budget
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
        App health
      </h2>
      {latest ? (
        <div className="app-health__summary">
          <p className="app-health__score">
            <strong aria-label={`Health score ${latest.score} of 100`} role="img">
              {latest.score}
            </strong>
            <span aria-hidden="true">/ 100</span>
          </p>
          <dl className="app-health__signals">
            {(Object.keys(SIGNAL_LABELS) as (keyof HealthSignals)[]).map((signal) => (
              <div key={signal}>
                <dt>{SIGNAL_LABELS[signal]}</dt>
                <dd>{percent(latest.signals[signal])}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p role="status">Taking the first measurement…</p>
      )}

      <h3 className="app-health__heading">Alerts</h3>
      {state.activeAlerts.length === 0 ? (
        <p className="section-lead">No alerts in the last hour.</p>
      ) : (
        <ul className="app-health__alerts" aria-label="Active alerts">
          {state.activeAlerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} />
          ))}
        </ul>
      )}

      <h3 className="app-health__heading">Performance budgets</h3>
      {state.breaches.length === 0 ? (
        <p className="section-lead">This visit is within every budget.</p>
      ) : (
        <ul className="app-health__breaches" aria-label="Budget breaches">
          {state.breaches.map((breach) => (
            <li key={breach.budget}>
              {breach.budget}: {Math.round(breach.value * 100) / 100} (budget {breach.limit})
            </li>
          ))}
        </ul>
      )}

      {state.snapshots.length > 0 && (
        <Suspense fallback={<p role="status">Loading charts…</p>}>
          <HealthCharts snapshots={state.snapshots} memory={state.memory} />
        </Suspense>
      )}
      {children}
      <Button variant="outline" size="small" disabled={checking} onClick={() => void checkNow()}>
        Check now
      </Button>
    </GlassCard>
  )
}

function AlertItem({ alert }: { alert: Alert }) {
  const time = new Date(alert.timestamp).toLocaleTimeString(undefined, { timeStyle: 'short' })
  return (
    <li className={`app-health__alert app-health__alert--${alert.severity}`} data-type={alert.type}>
      <p>
        <strong>{alert.severity}</strong> {alert.message} <time>{time}</time>
      </p>
      <ul>
        {alert.recommendations.map((recommendation) => (
          <li key={recommendation}>{recommendation}</li>
        ))}
      </ul>
    </li>
  )
}
