import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../app/Toaster.tsx'
import { ToastProvider } from '../../app/ToastProvider.tsx'
import { Web3Context, type Web3State } from '../../lib/Web3Context.ts'
import { AccountContext } from '../auth/AccountContext.ts'
import { AuthContext, type AuthState } from '../auth/AuthContext.ts'
import { fakeAccount, fakeAuthState } from '../auth/test/fakes.ts'
import { testUser } from '../auth/test/renderAuth.tsx'
import { json, stubApi } from '../auth/test/stubApi.ts'
import { connectedWeb3, fakeWeb3 } from './test/fakeWeb3.ts'
import { useAutoLogin } from './useAutoLogin.ts'

let pending = false
function Probe() {
  pending = useAutoLogin().pending
  return null
}

const user = testUser()
const signedOut = fakeAuthState()
const signedIn = fakeAuthState({ status: 'authenticated', isAuthenticated: true, user })

function renderAutoLogin(web3: Web3State) {
  const account = fakeAccount({ completeWalletSignIn: vi.fn(async () => user) })
  const tree = (wallet: Web3State, auth: AuthState = signedOut) => (
    <ToastProvider>
      <Web3Context.Provider value={wallet}>
        <AuthContext.Provider value={auth}>
          <AccountContext.Provider value={account}>
            <Probe />
            <Toaster />
          </AccountContext.Provider>
        </AuthContext.Provider>
      </Web3Context.Provider>
    </ToastProvider>
  )
  const view = render(tree(web3))
  return {
    rerender: (wallet: Web3State, auth?: AuthState) => view.rerender(tree(wallet, auth)),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  stubApi({
    'POST /api/auth/nonce': json(200, { success: true, nonce: 'nonce12345', message: 'Sign in' }),
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const rejecting = () =>
  connectedWeb3({
    signMessage: vi.fn(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }),
  })

describe('wallet auto-login', () => {
  it('signs in 500 ms after the wallet connects and names the wallet', async () => {
    const web3 = connectedWeb3()
    renderAutoLogin(web3)
    expect(pending).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(web3.signMessage).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(101))
    expect(web3.signMessage).toHaveBeenCalledWith('Sign in')
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('Successfully logged in with MetaMask!')).toBeTruthy()
    expect(pending).toBe(false)
  })

  it('does nothing while someone is signed in', async () => {
    const web3 = connectedWeb3()
    const view = renderAutoLogin(fakeWeb3())
    view.rerender(web3, signedIn)
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(web3.signMessage).not.toHaveBeenCalled()
  })

  it('tries an address once, and again after the wallet reconnects', async () => {
    const web3 = rejecting()
    const view = renderAutoLogin(web3)
    await act(() => vi.advanceTimersByTimeAsync(700))
    expect(screen.getByText('Login cancelled. You can connect again anytime.')).toBeTruthy()
    view.rerender({ ...web3 })
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(web3.signMessage).toHaveBeenCalledTimes(1)

    view.rerender(fakeWeb3())
    view.rerender({ ...web3 })
    await act(() => vi.advanceTimersByTimeAsync(700))
    expect(web3.signMessage).toHaveBeenCalledTimes(2)
  })

  it('gives up after 3 failed signatures', async () => {
    const web3 = connectedWeb3({
      signMessage: vi.fn(async () => {
        throw new Error('Internal JSON-RPC error')
      }),
    })
    const view = renderAutoLogin(web3)
    for (let round = 0; round < 4; round++) {
      await act(() => vi.advanceTimersByTimeAsync(700))
      view.rerender(fakeWeb3())
      view.rerender({ ...web3 })
    }
    await act(() => vi.advanceTimersByTimeAsync(700))
    expect(web3.signMessage).toHaveBeenCalledTimes(3)
    expect(
      screen.getAllByText('Login failed. Please try connecting your wallet again.').length,
    ).toBe(3)
  })
})
