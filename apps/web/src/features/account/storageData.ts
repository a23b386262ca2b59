import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { messageWorker } from '../../lib/serviceWorker/messageWorker.ts'
import type { CacheStats, CleanupResult } from '../../sw/messages.ts'

export const offlineStorageQueryOptions = () =>
  queryOptions({
    queryKey: ['offline-storage'],
    queryFn: () => messageWorker<CacheStats>({ type: 'GET_CACHE_STATS' }),
    staleTime: 0,
    retry: false,
  })

/** What the service worker holds per area (entries, bytes, hits, misses). */
export function useOfflineStorage() {
  return useQuery(offlineStorageQueryOptions())
}

function useWorkerAction<T>(type: 'CLEANUP_CACHE' | 'CLEAR_CACHE') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => messageWorker<T>({ type }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['offline-storage'] }),
  })
}

/** Drops expired entries now rather than at the next write. */
export const useCleanupOfflineData = () => useWorkerAction<CleanupResult>('CLEANUP_CACHE')

/** Empties every data cache: nothing is readable offline until it is seen again. */
export const useClearOfflineData = () => useWorkerAction<{ cleared: true }>('CLEAR_CACHE')
