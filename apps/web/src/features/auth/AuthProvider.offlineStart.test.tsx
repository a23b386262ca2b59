import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearAuthToken, readAuthToken, writeAuthToken } from '../../lib/authToken.ts'
import type { StoredCacheSession } from '../../lib/cacheSession/cacheSessionStore.ts'
import { knownAccountOf } from '../../lib/cacheSession/knownAccount.ts'
import { connectedWeb3, fakeWeb3, TEST_ADDRESS } from '../wallet/test/fakeWeb3.ts'
import { kycNone, renderAuth, testUser } from './test/renderAuth.tsx'
import { json, networkDown, stubApi } from './test/stubApi.ts'

// IndexedDB's stand-in: the cache session record the page keeps (the rest of the module is real)
const store = vi.hoisted(() => ({
  record: null as StoredCacheSession | null,
  saved: 0,
  deleted: 0,
  writesForgotten: 0,
}))
vi.mock('../../lib/cacheSession/cacheSessionStore.ts', () => ({
  readCacheSession: async () => store.record,
  saveCacheSession: async (record: StoredCacheSession) => {
    store.record = record
    store.saved += 1
  },
  deleteCacheSession: async () => {
    store.record = null
    store.deleted += 1
  },
}))

vi.mock('../../lib/offlineQueue/forgetOtherAccountsWrites.ts', () => ({
  forgetOtherAccountsWrites: async () => {
    store.writesForgotten += 1
  },
}))

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`

const user = testUser({ displayName: 'Ada', email: 'ada@example.com' })
const token = jwt({ sub: user.id })

beforeEach(() => {
  store.saved = 0
  store.deleted = 0
  store.writesForgotten = 0
  store.record = {
    session: {
      userId: user.id,
      sessionId: 'session-1',
      walletAddress: user.address,
      timestamp: Date.now(),
      expiresAt: Date.now() + 60_000,
    },
    key: {} as CryptoKey,
    account: knownAccountOf(user),
  }
  writeAuthToken(token)
})
afterEach(() => vi.unstubAllGlobals())

async function startOffline() {
  stubApi({ 'GET /api/auth/me': networkDown })
  const view = renderAuth(fakeWeb3())
  await waitFor(() => expect(view.current().auth.status).toBe('authenticated'))
  return view
}

const goOnline = () => act(() => window.dispatchEvent(new Event('online')))

describe('offline start', () => {
  it('keeps the remembered account signed in, unconfirmed, with its token and private cache', async () => {
    const view = await startOffline()
    const { auth, account } = view.current()
    expect(auth.user).toMatchObject({ id: user.id, handle: user.handle, displayName: 'Ada' })
    expect(auth.user?.email).toBeNull()
    expect(auth.isUnconfirmedSession).toBe(true)
    expect(auth.isOfflineSession).toBe(false)
    expect(account.sessionMethod).toBe('remembered')
    expect(readAuthToken()).toBe(token)
    // the cache session follows the same account: it is kept, not ended
    await waitFor(() => expect(store.saved).toBe(1))
    expect(store.record?.session.sessionId).toBe('session-1')
    expect(store.record?.account?.id).toBe(user.id)
    expect(store.deleted).toBe(0)
  })

  it('signs out as before when nothing is remembered for the token', async () => {
    writeAuthToken(jwt({ sub: 'someone-else' }))
    stubApi({ 'GET /api/auth/me': networkDown })
    const view = renderAuth(fakeWeb3())
    await waitFor(() => expect(view.current().auth.status).toBe('unauthenticated'))
  })

  it('is confirmed by the server when the network returns', async () => {
    const view = await startOffline()
    const api = stubApi({
      'GET /api/auth/me': json(200, { success: true, user }),
      'GET /api/auth/kyc/status': json(200, kycNone),
    })
    await goOnline()
    await waitFor(() => expect(view.current().account.sessionMethod).toBe('restored'))
    expect(view.current().auth.isUnconfirmedSession).toBe(false)
    expect(view.current().auth.user?.email).toBe('ada@example.com')
    expect(api.calls[0]?.authorization).toBe(`Bearer ${token}`)
    expect(store.record?.session.sessionId).toBe('session-1')
  })

  it('signs out, clearing the token and the private cache, when the server then refuses it', async () => {
    const view = await startOffline()
    stubApi({
      'GET /api/auth/me': json(401, { success: false, error: 'No', code: 'TOKEN_INVALID' }),
    })
    await goOnline()
    await waitFor(() => expect(view.current().auth.status).toBe('unauthenticated'))
    expect(readAuthToken()).toBeNull()
    await waitFor(() => expect(store.deleted).toBe(1))
    expect(store.record).toBeNull()
  })

  it('stays signed in when the server is still out of reach', async () => {
    const view = await startOffline()
    const api = stubApi({ 'GET /api/auth/me': networkDown })
    await goOnline()
    await waitFor(() => expect(api.calls).toHaveLength(1))
    expect(view.current().auth.isUnconfirmedSession).toBe(true)
    expect(readAuthToken()).toBe(token)
  })

  it("keeps the last account's queued writes on an offline (spec §8) sign-in, and opens no cache session", async () => {
    // the last account signed out: its cache session ended, its unsent writes are still queued
    clearAuthToken()
    store.record = null
    stubApi({ 'POST /api/auth/wallet': networkDown })
    const view = renderAuth(connectedWeb3())
    await waitFor(() => expect(view.current().auth.status).toBe('unauthenticated'))
    await act(() =>
      view.current().account.completeWalletSignIn({
        address: TEST_ADDRESS,
        message: 'signed text',
        signature: '0xabc',
        nonce: 'n0nce123',
      }),
    )
    expect(view.current().auth.isOfflineSession).toBe(true)
    await vi.dynamicImportSettled()
    expect(store.writesForgotten).toBe(0)
    expect(store.saved).toBe(0)
  })
})
