import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch } from './api.ts'
import { clearAuthToken, writeAuthToken } from './authToken.ts'

function respond(status: number, body: unknown, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return vi.fn(async () => new Response(text, { status, statusText }))
}

afterEach(() => vi.unstubAllGlobals())

describe('apiFetch', () => {
  it('returns the parsed JSON body', async () => {
    vi.stubGlobal('fetch', respond(200, { success: true, status: 'ok', db: 'ok' }))
    await expect(apiFetch('/api/health')).resolves.toEqual({
      success: true,
      status: 'ok',
      db: 'ok',
    })
  })

  it('sends a JSON body with its content type', async () => {
    const fetch = respond(200, { success: true })
    vi.stubGlobal('fetch', fetch)
    await apiFetch('/api/posts', { method: 'POST', body: { text: 'hi' } })
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.body).toBe('{"text":"hi"}')
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' })
  })

  it('sends the stored session token as a bearer token', async () => {
    const fetch = respond(200, { success: true })
    vi.stubGlobal('fetch', fetch)
    writeAuthToken('session-token')
    await apiFetch('/api/auth/me')
    clearAuthToken()
    await apiFetch('/api/health')
    const [withToken, withoutToken] = fetch.mock.calls as unknown as [string, RequestInit][]
    expect(withToken?.[1].headers).toMatchObject({ authorization: 'Bearer session-token' })
    expect(withoutToken?.[1].headers).not.toHaveProperty('authorization')
  })

  it('never sends the offline session’s local token', async () => {
    const fetch = respond(200, { success: true })
    vi.stubGlobal('fetch', fetch)
    writeAuthToken('mock_token_0xabc_1700000000000')
    await apiFetch('/api/feed')
    clearAuthToken()
    const [call] = fetch.mock.calls as unknown as [string, RequestInit][]
    expect(call?.[1].headers).not.toHaveProperty('authorization')
  })

  it('throws the API error shape as an ApiError', async () => {
    vi.stubGlobal('fetch', respond(404, { success: false, error: 'Not found', code: 'NOT_FOUND' }))
    const error = await apiFetch('/api/nothing').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Not found' })
  })

  it('falls back to the status text, then to the generic message', async () => {
    vi.stubGlobal('fetch', respond(502, '<html>', 'Bad Gateway'))
    await expect(apiFetch('/api/health')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
    })
    vi.stubGlobal('fetch', respond(500, ''))
    await expect(apiFetch('/api/health')).rejects.toMatchObject({
      message: 'There was an error with the request.',
    })
  })

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(apiFetch('/api/health')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'There was an error with the request.',
    })
  })
})
