import { useEffect, useState } from 'react'
import { savedLabel } from '../lib/savedLabel.ts'
import { useRefetchOnReconnect } from '../lib/useRefetchOnReconnect.ts'
import './OfflineBanner.css'

const TICK_MS = 30_000

/**
 * "Saved 3 minutes ago": how old the data on screen is when it came from the worker's cache.
 * Keyed by `savedAt` where it is used, so a new time starts a new clock. While it shows, the
 * network coming back refreshes what is on screen.
 */
export function SavedDataNotice({ savedAt }: { savedAt: number }) {
  useRefetchOnReconnect()
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])

  return (
    <p className="saved-data-notice" role="status">
      <time dateTime={new Date(savedAt).toISOString()}>{savedLabel(savedAt, now)}</time>
    </p>
  )
}
