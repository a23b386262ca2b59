import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { activateLocale } from '../../i18n/activateLocale.ts'
import { stubApi, viewer } from '../feed/test/socialTestUtils.tsx'
import { connectedWeb3 } from '../wallet/test/fakeWeb3.ts'
import { ok, ownKeyRoute, renderArea, unlockedHere } from './test/messagesArea.tsx'

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// what the service worker answers offline with nothing saved (sw/sessionCache.ts)
const notSavedOffline = () =>
  Response.json(
    { success: false, error: 'No cached response available', code: 'NOT_SAVED_OFFLINE' },
    { status: 503 },
  )

it('offline, says in the person’s language that messages need a connection, with no unlock and no worker text, and opens once back online', async () => {
  unlockedHere()
  let online = false
  // as an offline browser says: no checking again on a timer until it is back
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  stubApi([
    ['GET', /^\/api\/messages\/keys$/, () => (online ? ownKeyRoute[2]() : notSavedOffline())],
    ['GET', /^\/api\/conversations$/, () => ok({ data: [], nextCursor: null })],
  ])
  await activateLocale('es')
  try {
    renderArea('/messages', viewer, connectedWeb3({ address: viewer.address as `0x${string}` }))
    expect(await screen.findByText('Estás sin conexión')).toBeTruthy()
    expect(document.body.textContent).not.toContain('No cached response')
    expect(screen.queryByRole('button', { name: /desbloquear/i })).toBeNull()

    online = true
    act(() => void window.dispatchEvent(new Event('online')))
    // as in the test below: the check again, then the list's code, took over a second in a busy run
    expect(
      await screen.findByRole('navigation', { name: 'Conversaciones' }, { timeout: 4000 }),
    ).toBeTruthy()
  } finally {
    await activateLocale('en')
  }
})

it('checks again by itself when the first check after coming online still finds no network', async () => {
  unlockedHere()
  let answers = 0
  stubApi([
    // offline, then once more offline just after the 'online' event, then the real answer
    [
      'GET',
      /^\/api\/messages\/keys$/,
      () => (++answers > 2 ? ownKeyRoute[2]() : notSavedOffline()),
    ],
    ['GET', /^\/api\/conversations$/, () => ok({ data: [], nextCursor: null })],
  ])
  renderArea('/messages', viewer, connectedWeb3({ address: viewer.address as `0x${string}` }))
  expect(await screen.findByText("You're offline")).toBeTruthy()

  act(() => void window.dispatchEvent(new Event('online')))
  expect(
    await screen.findByRole('navigation', { name: 'Conversations' }, { timeout: 4000 }),
  ).toBeTruthy()
  expect(answers).toBe(3)
})
