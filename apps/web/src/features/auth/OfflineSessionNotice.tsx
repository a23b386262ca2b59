import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { useAuth } from './useAuth.ts'

/**
 * Spec §8's offline session, said plainly: made in this browser when the server could not be
 * reached; the server does not know it, so nothing that needs the server works with it.
 */
export function OfflineSessionNotice() {
  const auth = useAuth()
  return (
    <FormAlert tone="warning">
      <span>
        <strong>{t('auth.offline.title')}</strong> {t('auth.offline.body')}{' '}
        <Button
          size="small"
          variant="outline"
          onClick={() => {
            void auth.logout().then(auth.requestSignIn)
          }}
        >
          {t('auth.offline.signInAgain')}
        </Button>
      </span>
    </FormAlert>
  )
}
