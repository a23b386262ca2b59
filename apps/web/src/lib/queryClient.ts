import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api.ts'
import { QueuedOffline } from './offlineQueue/sendOrQueue.ts'

const MINUTE = 60_000
const MAX_QUERY_RETRIES = 2

/**
 * Queries retry up to twice, never when the server said 404 or 403 (spec §9), and not while
 * offline: the service worker has already answered from its cache if it could, so the page
 * shows its offline state at once instead of a skeleton that waits for the network.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return false
  if (isOfflineFailure(error)) return false
  return failureCount < MAX_QUERY_RETRIES
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000)
}

/**
 * A request that found no network (and no cached answer) while the browser is offline, or
 * that the service worker answered for: nothing of it was saved on this device.
 */
export function isOfflineFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.code === 'NOT_SAVED_OFFLINE' || (error.code === 'NETWORK_ERROR' && !navigator.onLine)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        // offline, a query still asks: the service worker may answer from its cache
        networkMode: 'offlineFirst',
      },
      // once after 1 s; a write kept in the offline queue is not a failure to retry
      mutations: {
        retry: (failures, error) => failures < 1 && !(error instanceof QueuedOffline),
        retryDelay: 1000,
      },
    },
  })
}
