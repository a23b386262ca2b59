import { parseSiweMessage } from 'viem/siwe'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, networkDown, stubApi } from '../auth/test/stubApi.ts'
import { BUILT_IN_CLIENT_CONFIG } from './clientConfigData.ts'
import { prepareSignInMessage, signInChainId } from './signInMessage.ts'
import { TEST_ADDRESS } from './test/fakeWeb3.ts'

afterEach(() => vi.unstubAllGlobals())

describe('prepareSignInMessage', () => {
  it("uses the server's nonce and message as given", async () => {
    const api = stubApi({
      'POST /api/auth/nonce': json(200, {
        success: true,
        nonce: 'abc123def456',
        message: 'server text',
      }),
    })
    expect(await prepareSignInMessage(TEST_ADDRESS, 8453)).toEqual({
      nonce: 'abc123def456',
      message: 'server text',
    })
    expect(api.calls[0]?.body).toEqual({ walletAddress: TEST_ADDRESS, chainId: 8453 })
  })

  it('makes a local EIP-4361 message when the server cannot be reached', async () => {
    stubApi({ 'POST /api/auth/nonce': networkDown })
    const { nonce, message } = await prepareSignInMessage(TEST_ADDRESS, 8453)
    const fields = parseSiweMessage(message)
    expect(fields).toMatchObject({ address: TEST_ADDRESS, chainId: 8453, nonce, version: '1' })
    expect(fields.domain).toBe(window.location.host)
  })

  it.each([
    [429, 'RATE_LIMITED', 'Too many requests: try again in a minute'],
    [503, 'SERVICE_UNAVAILABLE', 'Sign-in is not available right now'],
  ])(
    'passes on a %i rather than signing a nonce the server never gave',
    async (status, code, error) => {
      stubApi({ 'POST /api/auth/nonce': json(status, { success: false, code, error }) })
      await expect(prepareSignInMessage(TEST_ADDRESS, 8453)).rejects.toThrow(error)
    },
  )
})

describe('signInChainId', () => {
  it("names the wallet's chain when Agora supports it, else the default", () => {
    expect(signInChainId(137, BUILT_IN_CLIENT_CONFIG)).toBe(137)
    expect(signInChainId(31337, BUILT_IN_CLIENT_CONFIG)).toBe(8453)
  })
})
