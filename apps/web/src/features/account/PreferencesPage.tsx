import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { OfflineSessionNotice } from '../auth/OfflineSessionNotice.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { HiddenUsersSection } from '../blocks/HiddenUsersSection.tsx'
import { MutedWordsSection } from '../mutedWords/MutedWordsSection.tsx'
import { NotificationPreferencesSection } from '../notifications/NotificationPreferencesSection.tsx'
import { AppearanceSection } from './AppearanceSection.tsx'
import { PrivacySection } from './PrivacySection.tsx'
import '../../ui/fields.css'

/** The signed-out invitation: one sentence, its "Log in" a link wherever the language puts it. */
function SignInToChoose() {
  return (
    <p className="section-lead">
      {richMessage('account.preferences.signedOut', {
        logIn: (
          <Link to="/login?next=/account/preferences">
            {t('account.preferences.signedOut.logIn')}
          </Link>
        ),
      })}
    </p>
  )
}

/** Appearance (for everyone) and privacy (for signed-in users). */
export function PreferencesPage() {
  const auth = useAuth()
  return (
    <div className="view">
      <header className="view__header">
        <h1>{t('account.preferences.title')}</h1>
        <p>{t('account.preferences.lead')}</p>
      </header>
      {auth.isOfflineSession && <OfflineSessionNotice />}
      <AppearanceSection />
      {auth.isAuthenticated && auth.user ? (
        <>
          <PrivacySection key={auth.user.id} />
          {!auth.isOfflineSession && <NotificationPreferencesSection key={`n-${auth.user.id}`} />}
          {!auth.isOfflineSession && <MutedWordsSection key={`w-${auth.user.id}`} />}
          {!auth.isOfflineSession && <HiddenUsersSection key={`h-${auth.user.id}`} />}
        </>
      ) : (
        auth.status !== 'loading' && (
          <GlassCard as="section" padding="large">
            <h2 className="section-title">{t('account.privacy.title')}</h2>
            <SignInToChoose />
          </GlassCard>
        )
      )}
    </div>
  )
}
