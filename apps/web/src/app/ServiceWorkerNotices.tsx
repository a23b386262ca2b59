import { lazy, Suspense, useEffect } from 'react'
import { useLocation } from 'react-router'
import { forgetSavedData, useOldestSavedAt } from '../lib/savedData.ts'
import { dismissPendingUpdate, usePendingUpdate } from '../lib/serviceWorker/updateStore.ts'

// loaded only when there is something to say: neither is part of the first load
const UpdateNotice = lazy(() =>
  import('./UpdateNotice.tsx').then((module) => ({ default: module.UpdateNotice })),
)
const SavedDataNotice = lazy(() =>
  import('./SavedDataNotice.tsx').then((module) => ({ default: module.SavedDataNotice })),
)

/**
 * What the service worker has to tell: a waiting new version (spec §2, §4) and, when data on
 * screen came from its cache, when that was saved.
 */
export function ServiceWorkerNotices() {
  const update = usePendingUpdate()
  const savedAt = useOldestSavedAt()
  const location = useLocation()

  // a new page tells its own story
  useEffect(() => {
    void location.key
    forgetSavedData()
  }, [location.key])

  return (
    <Suspense fallback={null}>
      {savedAt !== null && <SavedDataNotice key={savedAt} savedAt={savedAt} />}
      {update && <UpdateNotice onUpdate={update.apply} onDismiss={dismissPendingUpdate} />}
    </Suspense>
  )
}
