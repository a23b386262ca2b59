import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Refetches the queries on screen when the network returns. TanStack's own refetch on
 * reconnect skips data it counts as fresh, and an answer from the worker's cache is fresh to
 * it; a page started offline never even tells it the network went away.
 */
export function useRefetchOnReconnect() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries()
    window.addEventListener('online', refetch)
    return () => window.removeEventListener('online', refetch)
  }, [queryClient])
}
