import { Suspense } from 'react'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { useAuth } from '../auth/useAuth.ts'

// the queue's code and IndexedDB load for signed-in people, after the first content
const OfflineQueuePanel = lazyWithRetry<{ userId: string }>(() =>
  import('./OfflineQueuePanel.tsx').then((m) => ({ default: m.OfflineQueuePanel })),
)

/** Sends and shows the signed-in account's offline queue; another account never sees it. */
export function OfflineQueueHost() {
  const auth = useAuth()
  const userId = auth.user?.id
  if (!userId || auth.isOfflineSession) return null
  return (
    <Suspense fallback={null}>
      <OfflineQueuePanel key={userId} userId={userId} />
    </Suspense>
  )
}
