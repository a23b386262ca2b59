import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp, bearer, signIn } from '../wallets.ts'
import { ADMIN, adminEnv, adminToken, userIdOf } from './adminAccess.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp(adminEnv)
})
afterAll(() => app.close())

function patchUser(token: string, userId: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${userId}`,
    headers: bearer(token),
    payload,
  })
}

describe('admin login', () => {
  it('signs in the super admin made from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: ADMIN,
      remoteAddress: anyClientIp(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      data: { token: expect.any(String), user: { email: ADMIN.email, role: 'super_admin' } },
      message: 'Login successful',
    })
  })

  it('answers a wrong password with 401, in the words of the normal login', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: ADMIN.email, password: 'not the password' },
      remoteAddress: anyClientIp(),
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      success: false,
      error: 'The e-mail or password is wrong.',
      code: 'LOGIN_FAILED',
    })
  })

  it('rate-limits repeated attempts from one client with 429', async () => {
    const remoteAddress = anyClientIp()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: `guess${i}@agora.example`, password: 'guess guess guess' },
        remoteAddress,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.at(-1)).toBe(429)
  })

  it('logs out, revoking the admin session', async () => {
    const token = await adminToken(app)
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/admin/logout',
      headers: bearer(token),
    })
    expect(out.statusCode).toBe(200)
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(token),
    })
    expect(list.statusCode).toBe(401)
  })
})

describe('role guards', () => {
  it('keeps people without the admin role out of admin routes', async () => {
    const token = await signIn(app)
    const res = await app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'ROLE_REQUIRED' })
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/users' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('lists and searches users with a cursor', async () => {
    const token = await adminToken(app)
    const user = await signIn(app)
    const id = await userIdOf(app, user)
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user) })
    const handle = me.json().user.handle
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${handle}`,
      headers: bearer(token),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((u: { id: string }) => u.id)).toEqual([id])
    expect(res.json().nextCursor).toBeNull()
  })

  it('pages through every user exactly once', async () => {
    const token = await adminToken(app)
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const url: string = `/api/admin/users${cursor ? `?cursor=${cursor}` : ''}`
      const page = (await app.inject({ method: 'GET', url, headers: bearer(token) })).json()
      seen.push(...page.data.map((u: { id: string }) => u.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBeGreaterThan(1)
  })

  it('suspends a person, whose next request is refused with 403 ACCOUNT_SUSPENDED', async () => {
    const admin = await adminToken(app)
    const user = await signIn(app)
    const id = await userIdOf(app, user)
    const res = await patchUser(admin, id, { isSuspended: true })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.isSuspended).toBe(true)
    const refused = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(user),
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' })
  })

  it('lets only a super admin grant admin, and an admin make moderators', async () => {
    const superAdmin = await adminToken(app)
    const [adminToBe, moderatorToBe, someone] = [
      await signIn(app),
      await signIn(app),
      await signIn(app),
    ]
    const adminId = await userIdOf(app, adminToBe)
    expect((await patchUser(superAdmin, adminId, { role: 'admin' })).statusCode).toBe(200)

    const moderatorId = await userIdOf(app, moderatorToBe)
    const made = await patchUser(adminToBe, moderatorId, { role: 'moderator' })
    expect(made.statusCode).toBe(200)
    expect(made.json().data.role).toBe('moderator')

    const escalate = await patchUser(adminToBe, await userIdOf(app, someone), { role: 'admin' })
    expect(escalate.statusCode).toBe(403)
    expect(escalate.json()).toMatchObject({ code: 'SUPER_ADMIN_REQUIRED' })
  })

  it('refuses a demoted admin’s very next admin request', async () => {
    const superAdmin = await adminToken(app)
    const adminToBe = await signIn(app)
    const id = await userIdOf(app, adminToBe)
    await patchUser(superAdmin, id, { role: 'admin' })
    const list = () =>
      app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(adminToBe) })
    expect((await list()).statusCode).toBe(200)

    expect((await patchUser(superAdmin, id, { role: 'user' })).statusCode).toBe(200)
    expect((await list()).statusCode).toBe(403)
  })

  it('does not let anyone change their own account', async () => {
    const superAdmin = await adminToken(app)
    const res = await patchUser(superAdmin, await userIdOf(app, superAdmin), { role: 'user' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'SELF_CHANGE' })
  })

  it('records admin actions in the audit log', async () => {
    const admin = await adminToken(app)
    const id = await userIdOf(app, await signIn(app))
    await patchUser(admin, id, { role: 'moderator' })
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: bearer(admin),
    })
    expect(audit.json().data).toContainEqual(
      expect.objectContaining({
        action: 'user.update',
        targetId: id,
        details: { role: { from: 'user', to: 'moderator' } },
      }),
    )
  })
})
