import { Suspense, useState } from 'react'
import { needsWelcome } from '../features/account/welcome.ts'
import { useAuth } from '../features/auth/useAuth.ts'
import { lazyWithRetry } from '../lib/lazyWithRetry.tsx'
import { ModalLoadBoundary } from './ModalLoadBoundary.tsx'

const WelcomeDialog = lazyWithRetry<{ onClose: () => void }>(() =>
  import('../features/account/WelcomeDialog.tsx').then((m) => ({ default: m.WelcomeDialog })),
)

/** Opens the welcome step once, for a signed-in person who has not chosen who they are yet. */
export function WelcomeHost() {
  const { user, isOfflineSession } = useAuth()
  const [closedFor, setClosedFor] = useState<string | null>(null)
  // an offline session cannot save anything: the step waits for the server
  if (!user || isOfflineSession || closedFor === user.id || !needsWelcome(user)) return null
  const close = () => setClosedFor(user.id)
  return (
    // @NOTE a chunk that fails to load only skips the step for this visit
    <ModalLoadBoundary onFailure={close}>
      <Suspense fallback={null}>
        <WelcomeDialog onClose={close} />
      </Suspense>
    </ModalLoadBoundary>
  )
}
