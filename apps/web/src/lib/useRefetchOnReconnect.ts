import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/** How often saved data on screen is asked for again while the browser says it is online. */
export const SAVED_DATA_RETRY_MS = 5_000

/**
 * Refetches the queries on screen when the network returns, and again every few seconds while
 * it is up. TanStack's own refetch on reconnect skips data it counts as fresh, and an answer
 * from the worker's cache is fresh to it; a page started offline never even tells it the
 * network went away. The first refetch after reconnecting can still meet no network, or one
 * slower than the worker's timeout, and be answered from the cache again: the retries end
 * that, since the caller is mounted only while data on screen came from the cache.
 */
export function useRefetchOnReconnect() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries()
    const retry = setInterval(() => {
      if (navigator.onLine) refetch()
    }, SAVED_DATA_RETRY_MS)
    window.addEventListener('online', refetch)
    return () => {
      clearInterval(retry)
      window.removeEventListener('online', refetch)
    }
  }, [queryClient])
}
