import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readAuthToken, writeAuthToken } from '../../lib/authToken.ts'
import { connectedWeb3, TEST_ADDRESS } from '../wallet/test/fakeWeb3.ts'
import { kycNone, renderAuth, testUser } from './test/renderAuth.tsx'
import { json, networkDown, stubApi } from './test/stubApi.ts'

afterEach(() => vi.unstubAllGlobals())

const attempt = {
  address: TEST_ADDRESS,
  message: 'signed text',
  signature: '0xabc',
  nonce: 'n0nce123',
}

describe('wallet sign-in', () => {
  it('opens a session and sends no bearer token along', async () => {
    writeAuthToken('stale')
    const api = stubApi({
      'GET /api/auth/me': json(401, { success: false, error: 'No', code: 'TOKEN_INVALID' }),
      'POST /api/auth/wallet': json(200, {
        success: true,
        token: 'wallet-token',
        user: testUser(),
      }),
      'GET /api/auth/kyc/status': json(200, kycNone),
    })
    const view = renderAuth(connectedWeb3())
    await waitFor(() => expect(view.current().auth.status).toBe('unauthenticated'))
    await act(() => view.current().account.completeWalletSignIn(attempt))
    expect(view.current().auth.isAuthenticated).toBe(true)
    expect(readAuthToken()).toBe('wallet-token')
    expect(api.calls.find((call) => call.path === '/api/auth/wallet')?.authorization).toBe('')
  })

  it.each([
    ['a server error', () => json(503, { success: false, error: 'Down', code: 'X' })],
    ['no answer', networkDown],
  ])('falls back to a labelled offline session on %s', async (_, reply) => {
    stubApi({ 'POST /api/auth/wallet': reply })
    const view = renderAuth(connectedWeb3())
    await act(() => view.current().account.completeWalletSignIn(attempt))
    const { auth } = view.current()
    expect(auth.isOfflineSession).toBe(true)
    expect(auth.user).toMatchObject({
      id: `mock_${TEST_ADDRESS.toLowerCase()}`,
      handle: 'user_0xf39F',
      role: 'user',
      kycStatus: 'none',
      permissions: [],
      isActive: true,
      isSuspended: false,
    })
    expect(readAuthToken()).toMatch(new RegExp(`^mock_token_${TEST_ADDRESS}_\\d+$`))
    await expect(view.current().account.updatePreferences({ theme: 'dark' })).rejects.toThrow(
      'Not authenticated',
    )
  })

  it('says why the server refused, or gives the status', async () => {
    stubApi({ 'POST /api/auth/wallet': json(401, {}) })
    const view = renderAuth(connectedWeb3())
    await expect(view.current().account.completeWalletSignIn(attempt)).rejects.toThrow(
      'Authentication failed (401)',
    )
    stubApi({ 'POST /api/auth/wallet': json(200, { success: true, user: testUser() }) })
    await expect(view.current().account.completeWalletSignIn(attempt)).rejects.toThrow(
      'Authentication failed - no token received',
    )
  })
})
