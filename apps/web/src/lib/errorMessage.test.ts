import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../i18n/activateLocale.ts'
import { loadErrorMessages } from '../i18n/errorText.ts'
import { ApiError } from './api.ts'
import { errorMessage } from './errorMessage.ts'
import { isOfflineFailure } from './queryClient.ts'

const notSaved = () => new ApiError(503, 'NOT_SAVED_OFFLINE', 'No cached response available')

afterEach(() => vi.restoreAllMocks())

describe('the service worker’s offline answer', () => {
  it('counts as an offline failure, whatever the browser says of the network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    expect(isOfflineFailure(notSaved())).toBe(true)
    expect(isOfflineFailure(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(false)
  })

  it('reads in the person’s language, not the worker’s English', async () => {
    await activateLocale('es')
    try {
      expect(errorMessage(notSaved())).not.toContain('No cached response')
      expect(errorMessage(notSaved())).toMatch(/sin conexión/i)
    } finally {
      await activateLocale('en')
    }
    expect(errorMessage(notSaved())).toBe(
      "You're offline and this was not saved on this device yet. It loads when you're back online.",
    )
  })
})

describe('an API error', () => {
  const rateLimited = () =>
    new ApiError(429, 'RATE_LIMITED', 'the server’s text', undefined, { seconds: 5 })

  it('reads in the person’s language from its code and values, once those messages loaded', async () => {
    await activateLocale('es')
    try {
      await loadErrorMessages('es')
      expect(errorMessage(rateLimited())).toBe(
        'Demasiadas solicitudes; vuelve a intentarlo en 5 segundos',
      )
    } finally {
      await activateLocale('en')
    }
    await loadErrorMessages('en')
    expect(errorMessage(rateLimited())).toBe('Too many requests, retry in 5 seconds')
  })

  it('shows the server’s own text until then, and for a code the client made up', async () => {
    // the page as it starts: the error messages are not loaded yet
    vi.resetModules()
    const fresh = { ...(await import('./api.ts')), ...(await import('./errorMessage.ts')) }
    expect(fresh.errorMessage(new fresh.ApiError(400, 'BAD_REQUEST', 'Say which one'))).toBe(
      'Say which one',
    )
    expect(errorMessage(new ApiError(0, 'NETWORK_ERROR', 'No answer'))).toBe('No answer')
  })
})
