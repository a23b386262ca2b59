import { useEffect, useState } from 'react'
import { afterFirstContentfulPaint } from './afterFirstContentfulPaint.ts'

const hasPainted = () => performance.getEntriesByName('first-contentful-paint', 'paint').length > 0

/**
 * Whether the page has had its first contentful paint. What renders or fetches only then
 * (the header's search field, the wallet's settings) stays out of that paint's way: it would
 * otherwise arrive and be run before the frame is on screen.
 */
export function useFirstContentfulPaint(): boolean {
  const [painted, setPainted] = useState(hasPainted)
  useEffect(() => {
    if (!painted) return afterFirstContentfulPaint(() => setPainted(true))
  }, [painted])
  return painted
}
