import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SAVED_DATA_RETRY_MS, useRefetchOnReconnect } from './useRefetchOnReconnect.ts'

function mounted(onLine: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine)
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useRefetchOnReconnect(), { wrapper })
  return { invalidate, unmount: hook.unmount }
}

describe('useRefetchOnReconnect', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('refetches when the network returns', () => {
    const { invalidate } = mounted(false)
    window.dispatchEvent(new Event('online'))
    expect(invalidate).toHaveBeenCalledTimes(1)
  })

  it('keeps asking while online, since a refetch can be answered from the cache again', () => {
    const { invalidate } = mounted(true)
    vi.advanceTimersByTime(SAVED_DATA_RETRY_MS * 2)
    expect(invalidate).toHaveBeenCalledTimes(2)
  })

  it('does not ask while offline, nor once unmounted', () => {
    const { invalidate, unmount } = mounted(false)
    vi.advanceTimersByTime(SAVED_DATA_RETRY_MS * 2)
    expect(invalidate).not.toHaveBeenCalled()
    unmount()
    window.dispatchEvent(new Event('online'))
    vi.advanceTimersByTime(SAVED_DATA_RETRY_MS)
    expect(invalidate).not.toHaveBeenCalled()
  })
})
