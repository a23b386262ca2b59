import { dismissPendingUpdate, usePendingUpdate } from '../lib/serviceWorker/updateStore.ts'
import { UpdateNotice } from './UpdateNotice.tsx'

/** Shows the update notice while a new version of the app waits (spec §2, §4). */
export function UpdateNoticeHost() {
  const update = usePendingUpdate()
  if (!update) return null
  return <UpdateNotice onUpdate={update.apply} onDismiss={dismissPendingUpdate} />
}
