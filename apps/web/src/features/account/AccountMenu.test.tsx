import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { Web3Context, type Web3State } from '../../lib/Web3Context.ts'
import { AuthContext, type AuthState } from '../auth/AuthContext.ts'
import { fakeAuthState } from '../auth/test/fakes.ts'
import { testUser } from '../auth/test/renderAuth.tsx'
import { connectedWeb3, fakeWeb3 } from '../wallet/test/fakeWeb3.ts'
import { AccountMenu } from './AccountMenu.tsx'

function renderMenu(auth: AuthState, web3: Web3State = fakeWeb3()) {
  render(
    <MemoryRouter>
      <Web3Context value={web3}>
        <AuthContext.Provider value={auth}>
          <AccountMenu />
        </AuthContext.Provider>
      </Web3Context>
    </MemoryRouter>,
  )
}

const signedIn = (overrides: Partial<AuthState> = {}) =>
  fakeAuthState({ status: 'authenticated', isAuthenticated: true, user: testUser(), ...overrides })

/** Opens the menu and waits for its items (they load with the menu). */
async function openMenu(name: string | RegExp = /Account menu/) {
  fireEvent.click(screen.getByRole('button', { name }))
  await screen.findByRole('menu')
}

const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent)

describe('the account menu', () => {
  it('offers e-mail login to a signed-out visitor', async () => {
    renderMenu(fakeAuthState())
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login')
  })

  it("holds the connected wallet's actions, opens with the keyboard and logs out", async () => {
    const auth = signedIn({ logout: vi.fn(async () => {}) })
    const web3 = connectedWeb3()
    renderMenu(auth, web3)
    await openMenu('Account menu for @user_0xf39f')
    expect(menuItems()).toEqual([
      'Account',
      'My orders',
      'Bookmarks',
      'Selling',
      'Wallet details',
      'Switch network',
      'Wallet',
      'Identity verification',
      'Preferences',
      'Log out',
    ])
    expect(document.activeElement?.textContent).toBe('Account')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' })
    expect(document.activeElement?.textContent).toBe('Log out')
    fireEvent.click(screen.getByRole('menuitem', { name: 'Wallet details' }))
    expect(web3.openAccountModal).toHaveBeenCalledOnce()
    await openMenu(/Account menu/)
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(auth.logout).toHaveBeenCalled()
  })

  it('offers to connect a linked wallet that is not connected', async () => {
    const web3 = fakeWeb3()
    renderMenu(signedIn(), web3)
    await openMenu(/Account menu/)
    fireEvent.click(screen.getByRole('menuitem', { name: 'Connect wallet' }))
    expect(web3.openConnectModal).toHaveBeenCalledOnce()
  })

  it('offers an e-mail account without a wallet to link one', async () => {
    renderMenu(signedIn({ user: { ...testUser(), address: null } }))
    await openMenu(/Account menu/)
    expect(screen.getByRole('menuitem', { name: 'Link wallet' }).getAttribute('href')).toBe(
      '/account#account-wallet',
    )
    expect(menuItems()).not.toContain('Wallet details')
  })

  it('shows the admin link to admins and labels an offline session', async () => {
    renderMenu(signedIn({ isAdmin: true, isOfflineSession: true }))
    expect(screen.getByText('Offline session')).toBeTruthy()
    await openMenu(/Account menu/)
    expect(screen.getByRole('menuitem', { name: 'Admin' })).toBeTruthy()
  })
})
