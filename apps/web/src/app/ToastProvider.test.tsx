import { act, fireEvent, render, screen } from '@testing-library/react'
import { Fragment } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../i18n/activateLocale.ts'
import { t } from '../i18n/i18n.ts'
import type { ShowToastOptions, ToastMessage } from '../ui/ToastContext.ts'
import { useToast } from '../ui/useToast.ts'
import { Toaster } from './Toaster.tsx'
import { ToastProvider } from './ToastProvider.tsx'

let show: (message: ToastMessage, options?: ShowToastOptions) => string = () => ''

function Capture() {
  show = useToast().showToast
  return null
}

// the page below the toasts renders again when the language changes, like LocaleBoundary's
const toaster = (locale = 'en') => (
  <ToastProvider>
    <Capture />
    <Fragment key={locale}>
      <Toaster />
    </Fragment>
  </ToastProvider>
)

function renderToaster() {
  return render(toaster())
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('toasts', () => {
  it('removes a toast after the default 5000 ms', () => {
    renderToaster()
    act(() => void show('Saved', { type: 'success' }))
    expect(screen.getByText('Saved')).toBeTruthy()
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.queryByText('Saved')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('keeps a toast whose duration is 0 or less until it is closed', () => {
    renderToaster()
    act(() => {
      show('Sticky', { duration: 0 })
      show('Also sticky', { duration: -1 })
    })
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Sticky')).toBeTruthy()
    expect(screen.getByText('Also sticky')).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0] as HTMLElement)
    expect(screen.queryByText('Sticky')).toBeNull()
    expect(screen.getByText('Also sticky')).toBeTruthy()
  })

  it('honours a custom duration and gives every toast its own random id', () => {
    renderToaster()
    let ids: string[] = []
    act(() => {
      ids = [show('One', { duration: 1000 }), show('Two', { duration: 1000 })]
    })
    expect(new Set(ids).size).toBe(2)
    expect(ids[0]).toMatch(/^[0-9a-f]{16}$/)
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('One')).toBeNull()
  })

  it('announces errors as alerts and other toasts as status', () => {
    renderToaster()
    act(() => {
      show('Login failed. Please try connecting your wallet again.', { type: 'error' })
      show('Login cancelled. You can connect again anytime.', { type: 'info' })
    })
    expect(screen.getByRole('alert').textContent).toContain('Login failed')
    expect(screen.getByRole('status').textContent).toContain('Login cancelled')
  })

  it('reads a toast made from the catalogue in the language in use, also one chosen after it showed', async () => {
    vi.useRealTimers()
    const { rerender } = renderToaster()
    act(() => void show(() => t('wallet.toast.loggedIn', { wallet: 'MetaMask' })))
    expect(screen.getByRole('status').textContent).toContain(
      'Successfully logged in with MetaMask!',
    )
    // signing in brings the account's language, and the page renders again in it (LocaleBoundary)
    try {
      await activateLocale('es')
      rerender(toaster('es'))
      expect(screen.getByRole('status').textContent).toContain('¡Sesión iniciada con MetaMask!')
    } finally {
      await activateLocale('en')
    }
  })
})
