import { PASSWORD_RESET_TTL_MS } from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResets } from '../../src/db/schema/auth.ts'
import { users } from '../../src/db/schema/users.ts'
import { MAIL_LOG_MESSAGE } from '../../src/mail/logTransport.ts'
import { testClock } from '../clock.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp, bearer } from '../wallets.ts'

const clock = testClock()
const logLines: string[] = []
let app: TestApp

beforeAll(async () => {
  app = await createTestApp(
    { LOG_LEVEL: 'warn', PUBLIC_URL: 'https://agora.example' },
    { clock, logStream: { write: (line) => void logLines.push(line) } },
  )
})
afterAll(() => app.close())

let n = 0
async function registered() {
  n += 1
  const user = {
    handle: `reset_${n}_${Date.now() % 100000}`,
    email: `reset${n}.${Date.now()}@agora.example`,
    password: 'the old password',
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: user,
    remoteAddress: anyClientIp(),
  })
  expect(res.statusCode).toBe(201)
  return { ...user, token: res.json().token as string }
}

const requestReset = (email: string, remoteAddress = anyClientIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress,
  })

const confirmReset = (token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
    remoteAddress: anyClientIp(),
  })

const login = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: anyClientIp(),
  })

type LoggedMail = { msg: string; mail: { to: string; subject: string; text: string } }

/** The reset e-mails to `email` (registering also sends it a verification link). */
function mailsTo(email: string): LoggedMail[] {
  return logLines
    .map((line) => JSON.parse(line) as LoggedMail)
    .filter((line) => line.msg === MAIL_LOG_MESSAGE && line.mail.to === email)
    .filter((line) => line.mail.text.includes('/reset-password?token='))
}

/** The token of the last reset link the log transport received for `email`. */
async function linkTokenFor(email: string) {
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0)
  const text = mailsTo(email).at(-1)?.mail.text ?? ''
  const link = /https:\/\/agora\.example\/reset-password\?token=(\S+)/.exec(text)
  expect(link).not.toBeNull()
  return decodeURIComponent(link?.[1] ?? '')
}

describe('password reset by e-mail', () => {
  it('answers an unknown e-mail exactly as a known one, and mails only the known one', async () => {
    const user = await registered()
    const known = await requestReset(user.email)
    const unknown = await requestReset(`nobody.${Date.now()}@agora.example`)
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(unknown.body).toBe(known.body)
    expect(known.json()).toEqual({ success: true })
    await linkTokenFor(user.email)
    expect(logLines.join('')).not.toContain('nobody.')
  })

  it('sends the link through the log transport, even with the log at warn', async () => {
    const user = await registered()
    await requestReset(user.email)
    const token = await linkTokenFor(user.email)
    const [mail] = mailsTo(user.email)
    expect(mail?.mail.subject).toBe('Reset your Agora password')
    expect(mail?.mail.text).toContain(`@${user.handle}`)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('stores only a hash of the token', async () => {
    const registeredUser = await registered()
    await requestReset(registeredUser.email)
    const token = await linkTokenFor(registeredUser.email)
    const [user] = await app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, registeredUser.email))
    const rows = await app.ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user?.id ?? ''))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('sets the new password once; the link then answers 410 RESET_TOKEN_USED', async () => {
    const user = await registered()
    await requestReset(user.email)
    const token = await linkTokenFor(user.email)

    const first = await confirmReset(token, 'a brand new password')
    expect(first.statusCode).toBe(200)
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(200)
    expect((await login(user.email, user.password)).statusCode).toBe(401)

    const again = await confirmReset(token, 'yet another password')
    expect(again.statusCode).toBe(410)
    expect(again.json()).toMatchObject({ code: 'RESET_TOKEN_USED' })
    expect((await login(user.email, 'yet another password')).statusCode).toBe(401)
  })

  it('ends every session the account had', async () => {
    const user = await registered()
    const other = await login(user.email, user.password)
    const tokens = [user.token, other.json().token as string]
    for (const token of tokens) {
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
      expect(me.statusCode).toBe(200)
    }
    await requestReset(user.email)
    await confirmReset(await linkTokenFor(user.email), 'a brand new password')
    for (const token of tokens) {
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
      expect(me.statusCode).toBe(401)
      expect(me.json()).toMatchObject({ code: 'SESSION_REVOKED' })
    }
  })

  it('refuses an expired link with 410 RESET_TOKEN_EXPIRED', async () => {
    const user = await registered()
    await requestReset(user.email)
    const token = await linkTokenFor(user.email)
    clock.advance(PASSWORD_RESET_TTL_MS + 1000)
    const res = await confirmReset(token, 'a brand new password')
    expect(res.statusCode).toBe(410)
    expect(res.json()).toMatchObject({ code: 'RESET_TOKEN_EXPIRED' })
    expect((await login(user.email, user.password)).statusCode).toBe(200)
  })

  it('refuses an unknown token with 400 RESET_TOKEN_INVALID', async () => {
    const res = await confirmReset('not-a-token-anyone-was-sent', 'a brand new password')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' })
  })

  it('holds the new password to the registration rules', async () => {
    const user = await registered()
    await requestReset(user.email)
    const token = await linkTokenFor(user.email)
    const res = await confirmReset(token, 'short')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'body.password', message: 'must be at least 10 characters' }] },
    })
    // the link still works after a refused password
    expect((await confirmReset(token, 'long enough password')).statusCode).toBe(200)
  })

  it('slows a client asking again and again for the same e-mail, known or not', async () => {
    const user = await registered()
    for (const email of [user.email, `nobody.${Date.now()}@agora.example`]) {
      const client = anyClientIp()
      const answers: string[] = []
      for (let i = 0; i < 5; i += 1) {
        const res = await requestReset(email, client)
        answers.push(res.statusCode === 202 ? 'sent' : res.json().code)
      }
      expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'TOO_MANY_ATTEMPTS'])
    }
    const refused = await requestReset(user.email, anyClientIp())
    expect(refused.statusCode).toBe(202)
  })

  it('replays the answer to a retried request with the same Idempotency-Key', async () => {
    const user = await registered()
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: user.email },
        headers: { 'idempotency-key': `reset-${user.handle}` },
        remoteAddress: '203.0.113.77',
      })
    expect((await send()).statusCode).toBe(202)
    const replay = await send()
    expect(replay.statusCode).toBe(202)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    await linkTokenFor(user.email)
    expect(mailsTo(user.email)).toHaveLength(1)
  })
})
