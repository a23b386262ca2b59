import { useId } from 'react'
import { t } from '../../i18n/i18n.ts'
import { AppearanceControls } from '../../ui/AppearanceControls.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useAuth } from '../auth/useAuth.ts'

/** Theme, accent, glass and motion: applied at once, saved to the account when signed in. */
export function AppearanceSection() {
  const { isAuthenticated, isOfflineSession } = useAuth()
  const name = useId()
  return (
    <GlassCard
      as="section"
      padding="large"
      className="card-stack"
      aria-labelledby={`${name}-title`}
    >
      <div>
        <h2 id={`${name}-title`} className="section-title">
          {t('account.appearance.title')}
        </h2>
        <p className="section-lead">
          {isAuthenticated && !isOfflineSession
            ? t('account.appearance.synced')
            : t('account.appearance.local')}
        </p>
      </div>
      <AppearanceControls />
    </GlassCard>
  )
}
