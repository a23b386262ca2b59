import { useEffect, useRef } from 'react'
import { useAppearance } from '../../ui/useAppearance.ts'
import { useAccount } from '../auth/useAccount.ts'
import { useAuth } from '../auth/useAuth.ts'
import { appearanceChanges, appearanceFromServer } from './appearanceSync.ts'

const SAVE_DELAY_MS = 800

/**
 * Keeps the appearance in step with the signed-in account: on sign-in the saved appearance
 * is applied here; later changes on this device are saved (PUT /api/auth/preferences).
 */
export function AppearanceSync() {
  const { user, isOfflineSession } = useAuth()
  const { updatePreferences } = useAccount()
  const { preferences, update } = useAppearance()
  const adoptedFor = useRef<string | null>(null)
  const serverUser = user && !isOfflineSession ? user : null

  useEffect(() => {
    if (!serverUser) {
      adoptedFor.current = null
      return
    }
    if (adoptedFor.current === serverUser.id) return
    adoptedFor.current = serverUser.id
    const saved = appearanceFromServer(serverUser.preferences)
    if (Object.keys(saved).length > 0) update(saved)
  }, [serverUser, update])

  useEffect(() => {
    if (!serverUser || adoptedFor.current !== serverUser.id) return
    const changes = appearanceChanges(preferences, serverUser.preferences)
    if (!changes) return
    const timer = window.setTimeout(() => {
      // @NOTE a failed save keeps the change on this device; the next change tries again
      updatePreferences(changes).catch(() => {})
    }, SAVE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [serverUser, preferences, updatePreferences])

  return null
}
