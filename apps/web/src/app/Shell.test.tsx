import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthContext } from '../features/auth/AuthContext.ts'
import { fakeAuth } from '../features/feed/test/socialTestUtils.tsx'
import { createQueryClient } from '../lib/queryClient.ts'
import { fakeColorScheme } from '../test/fakeMatchMedia.ts'
import { setViewportWidth } from '../test/viewport.ts'
import { AppearanceProvider } from '../ui/AppearanceProvider.tsx'
import { NavigationProvider } from './NavigationProvider.tsx'
import { Shell } from './Shell.tsx'
import { ToastProvider } from './ToastProvider.tsx'

// the header's wallet button has its own tests and providers; the frame is what is tested here
vi.mock('./Header.tsx', () => ({
  Header: () => (
    <header className="app-header">
      <span>Agora</span>
    </header>
  ),
}))

function renderShell(entry = '/') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AppearanceProvider>
        <ToastProvider>
          <AuthContext value={fakeAuth(false)}>
            <MemoryRouter initialEntries={[entry]}>
              <NavigationProvider>
                <Shell />
              </NavigationProvider>
            </MemoryRouter>
          </AuthContext>
        </ToastProvider>
      </AppearanceProvider>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  setViewportWidth(1280)
  fakeColorScheme(false)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/api/health')
        ? Response.json({ success: true, status: 'ok', db: 'ok' })
        : Response.json({ success: true, data: [], nextCursor: null }),
    ),
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Shell', () => {
  it('shows the skeleton for 1500 ms, then the feed it fetched meanwhile', async () => {
    const { container } = renderShell()
    expect(screen.getByRole('banner').textContent).toContain('Agora')
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
    expect(container.querySelectorAll('.post-card-skeleton')).toHaveLength(3)
    expect(container.querySelector('.left-sidebar .skeleton')).not.toBeNull()
    expect(screen.queryByText('No posts yet')).toBeNull()

    await act(async () => vi.advanceTimersByTime(1499))
    expect(screen.queryByText('No posts yet')).toBeNull()
    // the feed's and both columns' code loads behind the skeleton
    await act(() => vi.dynamicImportSettled())
    await act(async () => vi.advanceTimersByTime(1))
    // the feed arrived during the skeleton: no second round of placeholders
    expect(screen.getByRole('heading', { name: 'No posts yet' })).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(screen.getByRole('complementary', { name: 'About Agora' })).toBeTruthy()
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('false')
  })

  it('lays out for mobile below 768 px: sidebar collapsed, right column gone', () => {
    setViewportWidth(375)
    const { container } = renderShell()
    act(() => vi.advanceTimersByTime(1500))
    const shell = container.querySelector('.shell') as HTMLElement
    expect(shell.dataset.sidebar).toBe('collapsed')
    expect(shell.dataset.right).toBe('hidden')
    expect(screen.queryByRole('complementary')).toBeNull()
  })

  it("gives the market and account pages the social column's width, from the first paint", () => {
    for (const page of ['/market', '/market/3f2a', '/orders', '/sell', '/account']) {
      const { container, unmount } = renderShell(page)
      const shell = container.querySelector('.shell') as HTMLElement
      expect(shell.dataset.right, page).toBe('hidden')
      expect(container.querySelector('.right-sidebar'), page).toBeNull()
      unmount()
    }
    const { container } = renderShell('/dao/makers')
    expect((container.querySelector('.shell') as HTMLElement).dataset.right).toBe('visible')
  })
})
