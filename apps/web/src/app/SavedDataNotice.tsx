import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { forgetSavedData, savedLabel, useOldestSavedAt } from '../lib/savedData.ts'
import './OfflineBanner.css'

const TICK_MS = 30_000

/** Says how old the data on screen is when the service worker answered from its cache. */
export function SavedDataNotice() {
  const savedAt = useOldestSavedAt()
  const location = useLocation()
  const [now, setNow] = useState(Date.now)

  useEffect(() => {
    void location.key
    forgetSavedData()
  }, [location.key])

  useEffect(() => {
    if (savedAt === null) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [savedAt])

  if (savedAt === null) return null
  return (
    <p className="saved-data-notice" role="status">
      <time dateTime={new Date(savedAt).toISOString()}>{savedLabel(savedAt, now)}</time>
    </p>
  )
}
