import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api.ts'
import { QueuedOffline } from './offlineQueue/sendOrQueue.ts'
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './queryClient.ts'

afterEach(() => vi.restoreAllMocks())

describe('query retry rule', () => {
  it('retries other failures up to two times', () => {
    const error = new ApiError(500, 'INTERNAL', 'Internal Server Error')
    expect(shouldRetryQuery(0, error)).toBe(true)
    expect(shouldRetryQuery(1, error)).toBe(true)
    expect(shouldRetryQuery(2, error)).toBe(false)
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true)
  })

  it('never retries 404 or 403', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe(false)
    expect(shouldRetryQuery(0, new ApiError(403, 'FORBIDDEN', 'Forbidden'))).toBe(false)
  })

  it('does not retry a request that found no network while offline: the page shows its offline state', () => {
    const networkDown = new ApiError(0, 'NETWORK_ERROR', 'There was an error with the request.')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(shouldRetryQuery(0, networkDown)).toBe(false)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    expect(shouldRetryQuery(0, networkDown)).toBe(true)
  })

  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })

  it('sets the spec defaults on the client', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    })
    expect(defaults.mutations?.retryDelay).toBe(1000)
    // spec: mutations retry once; a write kept in the offline queue is not retried
    const retry = defaults.mutations?.retry as (failures: number, error: unknown) => boolean
    expect(retry(0, new Error('HTTP 500'))).toBe(true)
    expect(retry(1, new Error('HTTP 500'))).toBe(false)
    expect(retry(0, new QueuedOffline())).toBe(false)
  })
})
