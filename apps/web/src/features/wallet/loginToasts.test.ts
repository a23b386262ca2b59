import { describe, expect, it } from 'vitest'
import { type LoginToast, loginToasts } from './loginToasts.ts'

/** The toasts as they read now. */
const read = (toasts: LoginToast[]) =>
  toasts.map(({ message, type }) => ({ message: message(), type }))

const metaMask = { id: 'io.metamask', name: 'MetaMask' }
const coinbase = { id: 'coinbaseWalletSDK', name: 'Coinbase Wallet' }
const failed = (error: string) => ({ success: false as const, error })

describe('login toasts (spec §8)', () => {
  it('names the wallet on success', () => {
    expect(read(loginToasts({ success: true }, metaMask))).toEqual([
      { message: 'Successfully logged in with MetaMask!', type: 'success' },
    ])
  })

  it('welcomes a Coinbase wallet to Base', () => {
    expect(read(loginToasts({ success: true }, coinbase)).map((toast) => toast.message)).toEqual([
      'Successfully logged in with Coinbase Wallet!',
      'Welcome to Base!',
    ])
  })

  it.each([
    [
      'The signature does not match this wallet',
      'warning',
      'Please sign the message in your wallet to complete login',
    ],
    [
      'Signature request was rejected by user',
      'info',
      'Login cancelled. You can connect again anytime.',
    ],
    ['Request denied', 'info', 'Login cancelled. You can connect again anytime.'],
    [
      'Failed to sign authentication message',
      'error',
      'Login failed. Please try connecting your wallet again.',
    ],
  ])('after "%s" shows a %s toast', (error, type, message) => {
    expect(read(loginToasts(failed(error), metaMask))).toEqual([{ message, type }])
  })

  it("shows nothing for 'Connector not connected'", () => {
    expect(loginToasts(failed('Connector not connected'), metaMask)).toEqual([])
  })
})
