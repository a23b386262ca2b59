import { afterEach, describe, expect, it, vi } from 'vitest'
import { TEST_ADDRESS } from './test/fakeWeb3.ts'
import { loginWithWallet, signingErrorText, type WalletLoginInput } from './walletSignIn.ts'

afterEach(() => vi.useRealTimers())

function input(overrides: Partial<WalletLoginInput> = {}): WalletLoginInput {
  return {
    connector: { id: 'io.metamask', name: 'MetaMask', type: 'injected' },
    status: 'connected',
    address: TEST_ADDRESS,
    chainId: 8453,
    prepareMessage: vi.fn(async () => ({ nonce: 'n0nce123', message: 'Sign in to Agora' })),
    signMessage: vi.fn(async () => '0xsigned' as const),
    completeSignIn: vi.fn(async () => {}),
    signatureDelayMs: 0,
    ...overrides,
  }
}

describe('loginWithWallet', () => {
  it('signs the prepared message exactly and sends it for verification', async () => {
    const request = input()
    expect(await loginWithWallet(request)).toEqual({ success: true })
    expect(request.signMessage).toHaveBeenCalledWith('Sign in to Agora')
    expect(request.completeSignIn).toHaveBeenCalledWith({
      address: TEST_ADDRESS,
      message: 'Sign in to Agora',
      signature: '0xsigned',
      nonce: 'n0nce123',
    })
  })

  it('waits 100 ms before asking the wallet for a signature', async () => {
    vi.useFakeTimers()
    const request = input({ signatureDelayMs: undefined })
    const pending = loginWithWallet(request)
    await vi.advanceTimersByTimeAsync(99)
    expect(request.signMessage).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(request.signMessage).toHaveBeenCalled()
    await pending
  })

  it.each([
    [{ connector: null }, 'Connector not available'],
    [{ status: 'reconnecting' as const }, 'Wallet not connected'],
    [{ signMessage: vi.fn(async () => undefined) }, 'Signature is required for authentication'],
  ])('fails with the spec text when %o', async (overrides, error) => {
    expect(await loginWithWallet(input(overrides))).toEqual({ success: false, error })
  })

  it('asks for no signature when the server refused the nonce, and says why', async () => {
    const request = input({
      prepareMessage: vi.fn(async () => {
        throw new Error('Too many requests: try again in a minute')
      }),
    })
    expect(await loginWithWallet(request)).toEqual({
      success: false,
      error: 'Too many requests: try again in a minute',
    })
    expect(request.signMessage).not.toHaveBeenCalled()
  })

  it('passes on the reason the server refused the signature', async () => {
    const completeSignIn = vi.fn(async () => {
      throw new Error('Authentication failed (401)')
    })
    expect(await loginWithWallet(input({ completeSignIn }))).toEqual({
      success: false,
      error: 'Authentication failed (401)',
    })
  })
})

describe('signingErrorText', () => {
  it.each([
    [
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
      'Signature request was rejected by user',
    ],
    [new Error('Request denied by the user'), 'Signature request was rejected by user'],
    [
      new Error('Method personal_sign is not supported'),
      'Your wallet does not support message signing',
    ],
    [new Error('Connector not connected.'), 'Connector not connected'],
    [new Error('Internal JSON-RPC error'), 'Failed to sign authentication message'],
  ])('maps %s', (error, text) => {
    expect(signingErrorText(error)).toBe(text)
  })
})
