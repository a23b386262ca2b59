import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { AuthContext, type AuthState } from '../auth/AuthContext.ts'
import { fakeAuthState } from '../auth/test/fakes.ts'
import { testUser } from '../auth/test/renderAuth.tsx'
import { AccountMenu } from './AccountMenu.tsx'

function renderMenu(auth: AuthState) {
  render(
    <MemoryRouter>
      <AuthContext.Provider value={auth}>
        <AccountMenu />
      </AuthContext.Provider>
    </MemoryRouter>,
  )
}

const signedIn = (overrides: Partial<AuthState> = {}) =>
  fakeAuthState({ status: 'authenticated', isAuthenticated: true, user: testUser(), ...overrides })

describe('the account menu', () => {
  it('offers e-mail login to a signed-out visitor', () => {
    renderMenu(fakeAuthState())
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login')
  })

  it('opens with the keyboard-reachable items and logs out', () => {
    const auth = signedIn({ logout: vi.fn(async () => {}) })
    renderMenu(auth)
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for user_0xf39f' }))
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(items).toEqual([
      'Account',
      'My orders',
      'Selling',
      'Wallet',
      'Identity verification',
      'Preferences',
      'Log out',
    ])
    expect(document.activeElement?.textContent).toBe('Account')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' })
    expect(document.activeElement?.textContent).toBe('Log out')
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(auth.logout).toHaveBeenCalled()
  })

  it('shows the admin link to admins and labels an offline session', () => {
    renderMenu(signedIn({ isAdmin: true, isOfflineSession: true }))
    expect(screen.getByText('Offline session')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }))
    expect(screen.getByRole('menuitem', { name: 'Admin' })).toBeTruthy()
  })
})
