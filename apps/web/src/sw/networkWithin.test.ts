import { afterEach, describe, expect, it, vi } from 'vitest'
import { networkWithin } from './networkWithin.ts'

afterEach(() => vi.useRealTimers())

describe('networkWithin', () => {
  it('passes on an answer that comes in time', async () => {
    const response = new Response('{}')
    expect(await networkWithin(Promise.resolve(response), 3)).toEqual({
      kind: 'answered',
      response,
    })
  })

  it('says the request failed when there is no network', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'))
    expect(await networkWithin(failed, 3)).toEqual({ kind: 'failed' })
  })

  it('gives up waiting after the timeout, not before', async () => {
    vi.useFakeTimers()
    let outcome: unknown = null
    void networkWithin(new Promise<Response>(() => {}), 3).then((value) => {
      outcome = value
    })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(outcome).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toEqual({ kind: 'timed-out' })
  })
})
