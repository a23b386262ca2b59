import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../i18n/activateLocale.ts'
import { OfflineBanner } from './OfflineBanner.tsx'

function goOffline(offline: boolean) {
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
  })
}

afterEach(() => vi.restoreAllMocks())

describe('OfflineBanner', () => {
  it('shows "You\'re offline" while the network is down', () => {
    render(<OfflineBanner />)
    expect(screen.queryByText("You're offline")).toBeNull()
    goOffline(true)
    expect(screen.getByRole('status').textContent).toBe("You're offline")
    goOffline(false)
    expect(screen.queryByText("You're offline")).toBeNull()
  })

  it('says it in the active language', async () => {
    await activateLocale('es')
    try {
      render(<OfflineBanner />)
      goOffline(true)
      expect(screen.getByRole('status').textContent).toBe('Estás sin conexión')
    } finally {
      await activateLocale('en')
    }
  })
})
