import { useEffect, useRef } from 'react'

/**
 * Calls `loadMore` when the returned sentinel element comes within `rootMargin` of the
 * viewport, so the next page is there before the reader reaches the end.
 */
export function useInfiniteScroll<T extends Element>(
  loadMore: () => void,
  enabled: boolean,
  rootMargin = '600px',
) {
  const sentinel = useRef<T>(null)
  const load = useRef(loadMore)
  load.current = loadMore

  useEffect(() => {
    const element = sentinel.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current()
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled, rootMargin])

  return sentinel
}
