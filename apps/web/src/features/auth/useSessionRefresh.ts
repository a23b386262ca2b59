import { TOKEN_REFRESH_INTERVAL_MS } from '@agora/domain'
import { useEffect, useRef } from 'react'

/** Renews the session token every 15 minutes while `active` (spec §4 Auth token). */
export function useSessionRefresh(active: boolean, refresh: () => Promise<void>) {
  const latest = useRef(refresh)
  latest.current = refresh
  useEffect(() => {
    if (!active) return
    const timer = window.setInterval(() => {
      // a failure has already been handled (logged out, or kept for the next try)
      latest.current().catch(() => {})
    }, TOKEN_REFRESH_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [active])
}
