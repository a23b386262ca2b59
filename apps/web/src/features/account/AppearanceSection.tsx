import { useId } from 'react'
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
          Appearance
        </h2>
        <p className="section-lead">
          {isAuthenticated && !isOfflineSession
            ? 'Saved to your account, so it follows you to other devices.'
            : 'Saved on this device. Sign in to keep it on every device.'}
        </p>
      </div>
      <AppearanceControls />
    </GlassCard>
  )
}
