import { Link } from 'react-router'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { OfflineSessionNotice } from '../auth/OfflineSessionNotice.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { NotificationPreferencesSection } from '../notifications/NotificationPreferencesSection.tsx'
import { AppearanceSection } from './AppearanceSection.tsx'
import { PrivacySection } from './PrivacySection.tsx'
import '../../ui/fields.css'

/** Appearance (for everyone) and privacy (for signed-in users). */
export function PreferencesPage() {
  const auth = useAuth()
  return (
    <div className="view">
      <header className="view__header">
        <h1>Preferences</h1>
        <p>How Agora looks, and what others can see about you.</p>
      </header>
      {auth.isOfflineSession && <OfflineSessionNotice />}
      <AppearanceSection />
      {auth.isAuthenticated && auth.user ? (
        <>
          <PrivacySection key={auth.user.id} />
          {!auth.isOfflineSession && <NotificationPreferencesSection key={`n-${auth.user.id}`} />}
        </>
      ) : (
        auth.status !== 'loading' && (
          <GlassCard as="section" padding="large">
            <h2 className="section-title">Privacy and notifications</h2>
            <p className="section-lead">
              <Link to="/login?next=/account/preferences">Log in</Link> or connect your wallet to
              choose who sees your profile and who may message you.
            </p>
          </GlassCard>
        )
      )}
    </div>
  )
}
