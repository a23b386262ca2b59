import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROTATION_GRACE_MS } from '../../src/sessions.ts'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { bearer, newWallet, signIn } from '../wallets.ts'

const clock = testClock()
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })

describe('session tokens', () => {
  it('answers /me without a token with 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/me' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      success: false,
      error: 'Not authenticated',
      code: 'AUTH_REQUIRED',
    })
  })

  it('refreshes into a new working token', async () => {
    const token = await signIn(app)
    clock.advance(1000)
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(token),
    })
    expect(res.statusCode).toBe(200)
    const refreshed = res.json().token
    expect(refreshed).not.toBe(token)
    expect((await me(refreshed)).statusCode).toBe(200)
  })

  it('rotates on refresh: the old token works for a short grace, then never again', async () => {
    const token = await signIn(app)
    const refresh = (t: string) =>
      app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(t) })
    const res = await refresh(token)
    expect(res.statusCode).toBe(200)
    const next = res.json().token as string

    // requests already in flight with the old token still land
    clock.advance(10_000)
    expect((await me(token)).statusCode).toBe(200)
    // but the old token cannot mint another one
    expect((await refresh(token)).statusCode).toBe(401)

    clock.advance(ROTATION_GRACE_MS)
    const old = await me(token)
    expect(old.statusCode).toBe(401)
    expect(old.json()).toMatchObject({ code: 'SESSION_REVOKED' })
    expect((await me(next)).statusCode).toBe(200)
  })

  it('logs out a token in its grace at once', async () => {
    const token = await signIn(app)
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(token),
    })
    const next = res.json().token as string
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })
    expect((await me(token)).statusCode).toBe(401)
    expect((await me(next)).statusCode).toBe(200)
  })

  it('revokes the session on logout: the old token is refused at once', async () => {
    const token = await signIn(app)
    expect((await me(token)).statusCode).toBe(200)
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    })
    expect(out.statusCode).toBe(200)
    const after = await me(token)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toMatchObject({ code: 'SESSION_REVOKED' })
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(token),
    })
    expect(refresh.statusCode).toBe(401)
  })

  it('refuses an expired token', async () => {
    const token = await signIn(app)
    clock.advance(25 * 60 * 60 * 1000)
    const res = await me(token)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED' })
  })

  it('refuses a token signed with another key', async () => {
    const forged = await new SignJWT({ sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuer('agora')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)))
    const res = await me(forged)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' })
  })

  it('refuses an unsigned alg:none token', async () => {
    const token = await signIn(app)
    const [, payload] = token.split('.')
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    const res = await me(`${header}.${payload}.`)
    expect(res.statusCode).toBe(401)
  })

  it("refuses the web app's offline mock token", async () => {
    const res = await me(`mock_token_${newWallet().address}_${Date.now()}`)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' })
  })

  it('refuses a token whose session belongs to another user', async () => {
    const token = await signIn(app)
    const [, payload = ''] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const other = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuer('agora')
      .setExpirationTime('1h')
      .sign(app.ctx.jwtKey)
    expect((await me(other)).statusCode).toBe(401)
  })
})
