import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { useAccount } from '../auth/useAccount.ts'
import { useAuth } from '../auth/useAuth.ts'
import { IdentityForm } from './IdentityForm.tsx'
import './WelcomeDialog.css'
import { rememberWelcomeDismissed } from './welcome.ts'

/**
 * After a first sign-in: choose a handle, a name and a picture, or skip. Either way the step
 * is closed for good (kept with the account's preferences, and in this browser).
 */
export function WelcomeDialog({ onClose }: { onClose: () => void }) {
  const { user, refreshUser } = useAuth()
  const { updatePreferences } = useAccount()
  if (!user) return null

  const dismiss = () => {
    rememberWelcomeDismissed(user.id)
    onClose()
    // @NOTE a failed save leaves the mark in this browser; the step stays closed here
    updatePreferences({ welcomeDismissed: true }).catch(() => {})
  }

  return (
    <ModalDialog title={t('account.welcome.title')} onClose={dismiss} className="welcome-dialog">
      <p className="welcome-dialog__intro">{t('account.welcome.intro')}</p>
      <IdentityForm
        user={user}
        onSaved={() => {
          dismiss()
          void refreshUser().catch(() => {})
        }}
        secondaryAction={
          <Button variant="ghost" onClick={dismiss}>
            {t('account.welcome.skip')}
          </Button>
        }
      />
    </ModalDialog>
  )
}
