import { useQuery } from '@tanstack/react-query'
import { act, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiFetch } from '../../lib/api.ts'
import { readAuthToken, writeAuthToken } from '../../lib/authToken.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { connectedWeb3, fakeWeb3, TEST_ADDRESS } from '../wallet/test/fakeWeb3.ts'
import { kycNone, renderAuth, testUser } from './test/renderAuth.tsx'
import { json, networkDown, stubApi } from './test/stubApi.ts'
import { useAuth } from './useAuth.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('session at start', () => {
  it('restores the stored session through /api/auth/me and loads the KYC status', async () => {
    writeAuthToken('stored-token')
    const api = stubApi({
      'GET /api/auth/me': json(200, { success: true, user: testUser() }),
      'GET /api/auth/kyc/status': json(200, { ...kycNone, status: 'pending', tier: 'basic' }),
    })
    const view = renderAuth(fakeWeb3())
    expect(view.current().auth.status).toBe('loading')
    await waitFor(() => expect(view.current().auth.status).toBe('authenticated'))
    expect(view.current().auth.user?.handle).toBe('user_0xf39f')
    await waitFor(() => expect(view.current().auth.kycStatus?.status).toBe('pending'))
    expect(api.calls[0]?.authorization).toBe('Bearer stored-token')
  })

  it.each([401, 403])('clears the token when /me answers %i', async (status) => {
    writeAuthToken('revoked-token')
    stubApi({ 'GET /api/auth/me': json(status, { success: false, error: 'No', code: 'X' }) })
    const view = renderAuth(fakeWeb3())
    await waitFor(() => expect(view.current().auth.status).toBe('unauthenticated'))
    expect(readAuthToken()).toBeNull()
  })

  it('keeps the token but signs out when the server cannot be reached', async () => {
    writeAuthToken('good-token')
    stubApi({ 'GET /api/auth/me': networkDown })
    const view = renderAuth(fakeWeb3())
    await waitFor(() => expect(view.current().auth.status).toBe('unauthenticated'))
    expect(readAuthToken()).toBe('good-token')
  })

  it('never sends an offline session token to the server', async () => {
    writeAuthToken(`mock_token_${TEST_ADDRESS}_1700000000000`)
    const api = stubApi({})
    const view = renderAuth(fakeWeb3())
    expect(view.current().auth.status).toBe('unauthenticated')
    await waitFor(() => expect(readAuthToken()).toBeNull())
    expect(api.calls).toEqual([])
  })
})

describe('e-mail login and registration', () => {
  it('logs in, stores the token and fetches the user with it', async () => {
    const api = stubApi({
      'POST /api/auth/login': json(200, { success: true, token: 'email-token' }),
      'GET /api/auth/me': json(200, { success: true, user: testUser({ email: 'a@b.co' }) }),
      'GET /api/auth/kyc/status': json(200, kycNone),
    })
    const view = renderAuth(fakeWeb3())
    await act(() => view.current().auth.login('a@b.co', 'long-password'))
    expect(view.current().auth.user?.email).toBe('a@b.co')
    expect(view.current().account.sessionMethod).toBe('email')
    expect(readAuthToken()).toBe('email-token')
    expect(api.calls.find((call) => call.path === '/api/auth/me')?.authorization).toBe(
      'Bearer email-token',
    )
  })

  it("shows the service's message, else 'Login failed'", async () => {
    stubApi({
      'POST /api/auth/login': json(401, {
        success: false,
        error: 'Wrong e-mail or password',
        code: 'LOGIN_FAILED',
      }),
    })
    const view = renderAuth(fakeWeb3())
    await expect(view.current().auth.login('a@b.co', 'x')).rejects.toThrow(
      'Wrong e-mail or password',
    )
    stubApi({ 'POST /api/auth/login': networkDown })
    await expect(view.current().auth.login('a@b.co', 'x')).rejects.toThrow(/^Login failed$/)
  })

  it("fails registration with 'Registration failed' when the server says nothing useful", async () => {
    stubApi({ 'POST /api/auth/register': json(500, {}) })
    const view = renderAuth(fakeWeb3())
    await expect(
      view.current().auth.register({ handle: 'ada', email: 'a@b.co', password: 'long-password' }),
    ).rejects.toThrow(/^Registration failed$/)
  })

  it("reports an unreachable admin login as 'Network error occurred'", async () => {
    stubApi({ 'POST /api/auth/admin/login': networkDown })
    const view = renderAuth(fakeWeb3())
    await expect(view.current().account.adminLogin('admin@x.co', 'pw')).rejects.toThrow(
      'Network error occurred',
    )
  })

  it('tells the admin a wrong password, a throttled one and a server that is down apart', async () => {
    const view = renderAuth(fakeWeb3())
    const adminLogin = () => view.current().account.adminLogin('admin@x.co', 'pw')
    stubApi({
      'POST /api/auth/admin/login': json(401, {
        success: false,
        error: 'The e-mail or password is wrong.',
        code: 'LOGIN_FAILED',
      }),
    })
    await expect(adminLogin()).rejects.toThrow(/^The e-mail or password is wrong\.$/)
    stubApi({
      'POST /api/auth/admin/login': json(429, {
        success: false,
        error: 'Too many failed attempts. Try again in 5 seconds.',
        code: 'TOO_MANY_ATTEMPTS',
      }),
    })
    await expect(adminLogin()).rejects.toThrow(
      /^Too many failed attempts\. Try again in 5 seconds\.$/,
    )
    // a proxy's bare 502 while the server is down
    stubApi({ 'POST /api/auth/admin/login': () => new Response('Bad Gateway', { status: 502 }) })
    await expect(adminLogin()).rejects.toThrow(/^Network error occurred$/)
  })
})

describe('a signed-in session', () => {
  async function signedIn(web3 = connectedWeb3(), user = testUser()) {
    writeAuthToken('live-token')
    const api = stubApi({
      'GET /api/auth/me': json(200, { success: true, user }),
      'GET /api/auth/kyc/status': json(200, kycNone),
      'POST /api/auth/logout': json(200, { success: true }),
      'POST /api/auth/refresh': json(200, { success: true, token: 'fresh-token' }),
    })
    const view = renderAuth(web3)
    await waitFor(() => expect(view.current().auth.status).toBe('authenticated'))
    return { view, api, web3 }
  }

  it('derives the role flags from the role', async () => {
    const { view } = await signedIn(connectedWeb3(), testUser({ role: 'admin' }))
    expect(view.current().auth).toMatchObject({
      isModerator: true,
      isAdmin: true,
      isSuperAdmin: false,
    })
  })

  it('logs out: revokes the token on the server, clears it, disconnects the wallet', async () => {
    const { view, api, web3 } = await signedIn()
    await act(() => view.current().auth.logout())
    expect(view.current().auth.status).toBe('unauthenticated')
    expect(view.current().auth.kycStatus).toBeNull()
    expect(readAuthToken()).toBeNull()
    expect(web3.disconnect).toHaveBeenCalled()
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/auth/logout',
      authorization: 'Bearer live-token',
    })
  })

  it('refetches queries for the new viewer, and never sends a signed-in-only query without a token', async () => {
    function FeedAndMyCommunities() {
      const auth = useAuth()
      useQuery({ queryKey: ['feed'], queryFn: () => apiFetch('/api/feed') })
      useQuery({
        queryKey: ['mine'],
        queryFn: () => apiFetch('/api/communities'),
        enabled: auth.isAuthenticated,
      })
      return null
    }
    writeAuthToken('live-token')
    const api = stubApi({
      'GET /api/auth/me': json(200, { success: true, user: testUser() }),
      'GET /api/auth/kyc/status': json(200, kycNone),
      'POST /api/auth/logout': json(200, { success: true }),
      'GET /api/communities': json(200, { success: true, data: [] }),
      'GET /api/feed': json(200, { success: true, data: [] }),
    })
    const view = renderAuth(connectedWeb3(), <FeedAndMyCommunities />)
    const tokensSentTo = (path: string) =>
      api.calls.filter((call) => call.path === path).map((call) => call.authorization)
    await waitFor(() => expect(tokensSentTo('/api/communities')).toHaveLength(1))
    await waitFor(() => expect(tokensSentTo('/api/feed').at(-1)).toBe('Bearer live-token'))

    await act(() => view.current().auth.logout())
    await waitFor(() => expect(tokensSentTo('/api/feed').at(-1)).toBeNull())
    expect(tokensSentTo('/api/communities')).toEqual(['Bearer live-token'])
  })

  it('logs out when the wallet disconnects', async () => {
    const { view } = await signedIn()
    act(() => view.rerenderWith(fakeWeb3()))
    await waitFor(() => expect(view.current().auth.status).toBe('unauthenticated'))
  })

  it('renews the token every 900000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { api } = await signedIn()
    const refreshes = () => api.calls.filter((call) => call.path === '/api/auth/refresh').length
    // the interval started a few real milliseconds ago, while the session loaded
    await act(() => vi.advanceTimersByTimeAsync(899_000))
    expect(refreshes()).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(refreshes()).toBe(1)
    await waitFor(() => expect(readAuthToken()).toBe('fresh-token'))
  })

  it("logs out with 'Token refresh failed' when the server refuses the renewal", async () => {
    const { view, api } = await signedIn()
    api.routes['POST /api/auth/refresh'] = json(401, { success: false, error: 'No', code: 'X' })
    await act(() =>
      expect(view.current().account.refreshToken()).rejects.toThrow('Token refresh failed'),
    )
    expect(view.current().auth.status).toBe('unauthenticated')
    await expect(view.current().account.refreshToken()).rejects.toThrow('No token to refresh')
  })

  it("reports 'Update failed' and 'KYC initiation failed' when the server is unreachable", async () => {
    const { view } = await signedIn()
    stubApi({})
    vi.stubGlobal('fetch', vi.fn(networkDown))
    await expect(
      view.current().account.updatePrivacySettings({ showActivity: false }),
    ).rejects.toThrow('Update failed')
    await expect(
      view.current().account.initiateKyc({
        tier: 'basic',
        documents: [{ type: 'passport', reference: 'X123', imageId: crypto.randomUUID() }],
      }),
    ).rejects.toThrow('KYC initiation failed')
  })
})

describe('outside their providers', () => {
  it('useAuth and useWeb3 say which provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Auth = () => {
      useAuth()
      return null
    }
    const Web3 = () => {
      useWeb3()
      return null
    }
    expect(() => render(<Auth />)).toThrow('useAuth must be used within an AuthProvider')
    expect(() => render(<Web3 />)).toThrow('useWeb3 must be used within a Web3Provider')
  })
})
