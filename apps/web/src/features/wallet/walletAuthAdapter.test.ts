import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it, vi } from 'vitest'
import { TEST_ADDRESS } from './test/fakeWeb3.ts'
import { createWalletAuthAdapter } from './walletAuthAdapter.ts'

const message = createSiweMessage({
  domain: 'agora.test',
  uri: 'https://agora.test',
  address: TEST_ADDRESS,
  chainId: 8453,
  nonce: 'serverNonce1',
  version: '1',
})

function adapter(completeSignIn = vi.fn(async () => {})) {
  const prepareMessage = vi.fn(async () => ({ nonce: 'serverNonce1', message }))
  const signOut = vi.fn(async () => {})
  const created = createWalletAuthAdapter({
    currentAccount: () => ({ address: TEST_ADDRESS, chainId: 8453 }),
    completeSignIn,
    signOut,
    prepareMessage,
  })
  return { created, completeSignIn, prepareMessage, signOut }
}

describe('the RainbowKit authentication adapter', () => {
  it('prepares the nonce and hands back the server message for it', async () => {
    const { created, prepareMessage } = adapter()
    const nonce = await created.getNonce()
    expect(nonce).toBe('serverNonce1')
    expect(prepareMessage).toHaveBeenCalledWith(TEST_ADDRESS, 8453)
    expect(created.createMessage({ nonce, address: TEST_ADDRESS, chainId: 8453 })).toBe(message)
  })

  it('verifies through the sign-in call, with the nonce from the message', async () => {
    const { created, completeSignIn } = adapter()
    expect(await created.verify({ message, signature: '0xsig' })).toBe(true)
    expect(completeSignIn).toHaveBeenCalledWith({
      address: TEST_ADDRESS,
      message,
      signature: '0xsig',
      nonce: 'serverNonce1',
    })
  })

  it('answers false when the server refuses, so the modal offers a retry', async () => {
    const { created } = adapter(
      vi.fn(async () => {
        throw new Error('Authentication failed (401)')
      }),
    )
    expect(await created.verify({ message, signature: '0xsig' })).toBe(false)
  })

  it('signs out through the session', async () => {
    const { created, signOut } = adapter()
    await created.signOut()
    expect(signOut).toHaveBeenCalled()
  })
})
