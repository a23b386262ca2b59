import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useAuth } from '../auth/useAuth.ts'

/**
 * Opens `/api/live` for a signed-in person. The socket code loads after sign-in, in a chunk
 * of its own: the first load does not carry it.
 */
export function LiveConnection() {
  const auth = useAuth()
  const queryClient = useQueryClient()
  const userId = auth.isAuthenticated && !auth.isOfflineSession ? (auth.user?.id ?? null) : null
  useEffect(() => {
    if (!userId) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./startLive.ts').then((live) => {
      if (!cancelled) stop = live.startLive(queryClient)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [userId, queryClient])
  return null
}
