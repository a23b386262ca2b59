import { GlassCard } from '../../ui/GlassCard.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { useHealth } from './data.ts'
import './ServerStatus.css'
import { t } from '../../i18n/i18n.ts'

/** Whether Agora's server and database answer, from GET /api/health. */
export function ServerStatus() {
  const health = useHealth()
  const state = health.isSuccess ? 'up' : health.isError ? 'down' : 'checking'
  const text = t(`status.${state}`)
  return (
    <GlassCard as="section" padding="medium" aria-labelledby="server-status-title">
      <h2 id="server-status-title" className="sidebar-card__title">
        <Icon name="server" size={16} /> {t('status.title')}
      </h2>
      <p className="server-status" data-state={state} aria-live="polite">
        <span className="server-status__dot" aria-hidden="true" />
        {text}
      </p>
    </GlassCard>
  )
}
