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
        <strong>Offline session.</strong> Agora's server could not be reached when you signed in, so
        this session exists only in this browser. Sign in again once you are back online.{' '}
        <Button
          size="small"
          variant="outline"
          onClick={() => {
            void auth.logout().then(auth.requestSignIn)
          }}
        >
          Sign in again
        </Button>
      </span>
    </FormAlert>
  )
}
