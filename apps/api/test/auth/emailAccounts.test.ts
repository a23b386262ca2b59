import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp, bearer, newWallet, signIn } from '../wallets.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

let n = 0
function unique() {
  n += 1
  return {
    handle: `person_${n}_${Date.now() % 100000}`,
    email: `person${n}.${Date.now()}@agora.example`,
  }
}

function register(body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: anyClientIp(),
  })
}
function login(body: Record<string, unknown>, remoteAddress = anyClientIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress })
}

describe('e-mail accounts', () => {
  it('registers, then logs in to the same account', async () => {
    const user = unique()
    const created = await register({ ...user, password: 'correct horse battery' })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({ success: true, token: expect.any(String) })

    const res = await login({
      email: user.email.toUpperCase(),
      password: 'correct horse battery',
    })
    expect(res.statusCode).toBe(200)
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(res.json().token),
    })
    expect(me.json().user).toMatchObject({
      handle: user.handle,
      email: user.email,
      role: 'user',
      address: null,
    })
  })

  it('refuses an e-mail already registered with 409 EMAIL_TAKEN', async () => {
    const user = unique()
    await register({ ...user, password: 'correct horse battery' })
    const res = await register({
      ...user,
      handle: `${user.handle}x`,
      password: 'correct horse battery',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' })
  })

  it('refuses a handle already taken with 409 HANDLE_TAKEN', async () => {
    const user = unique()
    await register({ ...user, password: 'correct horse battery' })
    const res = await register({
      ...unique(),
      handle: user.handle,
      password: 'correct horse battery',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'HANDLE_TAKEN' })
  })

  it.each([
    ['a short password', { password: 'short' }, 'body.password'],
    ['a bad e-mail', { email: 'not-an-email' }, 'body.email'],
    ['a handle with capitals', { handle: 'Has_Caps' }, 'body.handle'],
    ['a too-short handle', { handle: 'ab' }, 'body.handle'],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_, override, field) => {
    const res = await register({ ...unique(), password: 'correct horse battery', ...override })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field)
  })

  it('refuses a wrong password with 401 and the same answer for an unknown e-mail', async () => {
    const user = unique()
    await register({ ...user, password: 'correct horse battery' })
    const wrong = await login({ email: user.email, password: 'wrong password!' })
    const unknown = await login({ email: 'nobody@agora.example', password: 'wrong password!' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
  })

  it('does not let failures from other addresses lock the owner out', async () => {
    const user = unique()
    await register({ ...user, password: 'correct horse battery' })
    const stranger = anyClientIp()
    for (let i = 0; i < 5; i++)
      await login({ email: user.email, password: `wrong ${i} password` }, stranger)
    const guess = await login({ email: user.email, password: 'another guess' }, stranger)
    expect(guess.statusCode).toBe(429)
    expect(guess.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    const owner = await login({ email: user.email, password: 'correct horse battery' })
    expect(owner.statusCode).toBe(200)
  })

  it('links a wallet to the signed-in account so either sign-in reaches it', async () => {
    const user = unique()
    const { token } = (await register({ ...user, password: 'correct horse battery' })).json()
    const wallet = newWallet()
    await signIn(app, wallet, { token })

    const viaWallet = await signIn(app, wallet)
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(viaWallet) })
    expect(me.json().user).toMatchObject({
      handle: user.handle,
      address: wallet.address.toLowerCase(),
    })
  })

  it('will not link a wallet that belongs to another account', async () => {
    const wallet = newWallet()
    await signIn(app, wallet)
    const { token } = (await register({ ...unique(), password: 'correct horse battery' })).json()
    await expect(signIn(app, wallet, { token })).rejects.toThrow(/WALLET_TAKEN/)
  })
})

describe('preferences and privacy', () => {
  it('stores preferences and privacy settings and returns them from /me', async () => {
    const token = await signIn(app)
    const prefs = await app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: bearer(token),
      payload: { preferences: { theme: 'dark', accentColor: '#8b5cf6' } },
    })
    expect(prefs.statusCode).toBe(200)
    await app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: bearer(token),
      payload: { preferences: { animationsEnabled: false } },
    })
    const privacy = await app.inject({
      method: 'PUT',
      url: '/api/auth/privacy',
      headers: bearer(token),
      payload: {
        privacySettings: { profileVisibility: 'members', allowDirectMessages: 'following' },
      },
    })
    expect(privacy.statusCode).toBe(200)
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
    expect(me.json().user.preferences).toEqual({
      theme: 'dark',
      accentColor: '#8b5cf6',
      animationsEnabled: false,
    })
    expect(me.json().user.privacySettings).toEqual({
      profileVisibility: 'members',
      allowDirectMessages: 'following',
    })
  })

  it.each([[{ theme: 'neon' }], [{ accentColor: 'blue' }], [{ unknownKey: true }]])(
    'refuses invalid preferences %j with 400',
    async (preferences) => {
      const token = await signIn(app)
      const res = await app.inject({
        method: 'PUT',
        url: '/api/auth/preferences',
        headers: bearer(token),
        payload: { preferences },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    },
  )

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/privacy',
      payload: { privacySettings: {} },
    })
    expect(res.statusCode).toBe(401)
  })
})
