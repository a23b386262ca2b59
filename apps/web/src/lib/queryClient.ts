import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api.ts'

const MINUTE = 60_000
const MAX_QUERY_RETRIES = 2

/** Queries retry up to twice, never when the server said 404 or 403 (spec §9). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return false
  return failureCount < MAX_QUERY_RETRIES
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000)
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
      },
      mutations: { retry: 1, retryDelay: 1000 },
    },
  })
}
