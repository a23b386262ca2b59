import { EMAIL_VERIFICATION_TTL_MS } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIL_LOG_MESSAGE } from '../../src/mail/logTransport.ts'
import { testClock } from '../clock.ts'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp, bearer, signIn } from '../wallets.ts'

const clock = testClock(new Date('2033-02-01T09:00:00Z'))
const logLines: string[] = []
let app: TestApp

beforeAll(async () => {
  app = await createTestApp(
    { LOG_LEVEL: 'warn', PUBLIC_URL: 'https://agora.example' },
    { clock, logStream: { write: (line) => void logLines.push(line) } },
  )
})
afterAll(() => app.close())

type LoggedMail = { msg: string; mail: { to: string; subject: string; text: string } }

const mailsTo = (email: string) =>
  logLines
    .map((line) => JSON.parse(line) as LoggedMail)
    .filter((line) => line.msg === MAIL_LOG_MESSAGE && line.mail.to === email)
    .map((line) => line.mail)

/** The token of the newest verification link e-mailed to `email`. */
function newestToken(email: string) {
  const link = /https:\/\/agora\.example\/verify-email\?token=\S+/.exec(
    mailsTo(email).at(-1)?.text ?? '',
  )?.[0]
  if (!link) throw new Error(`no verification link to ${email}`)
  return new URL(link).searchParams.get('token') as string
}

const MINUTE = 60 * 1000
let n = 0
const newAddress = (name: string) => `${name}.${++n}.${Date.now()}@agora.example`

const verify = (token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token }, headers })

const resend = (user: SignedInUser) => user.call('POST', '/api/auth/email/verification')

const me = async (user: SignedInUser) =>
  (await user.call('GET', '/api/auth/me')).json().user as {
    email: string | null
    emailVerified: boolean
  }

/** A wallet account that sets an e-mail address (and so is sent a link). */
async function withAddress(name: string) {
  const user = await signedInUser(app)
  const email = newAddress(name)
  const res = await user.call('PUT', '/api/auth/email', { email })
  expect(res.statusCode).toBe(200)
  expect(res.json().user).toMatchObject({ email, emailVerified: false })
  return { ...user, email }
}

describe('verifying an e-mail address', () => {
  it('registration e-mails a link that verifies the address once, and only once', async () => {
    const email = newAddress('reg')
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { handle: `verify_${Date.now() % 100000}`, email, password: 'a long password' },
      remoteAddress: anyClientIp(),
    })
    expect(res.statusCode).toBe(201)
    const headers = bearer(res.json().token)
    const before = await app.inject({ method: 'GET', url: '/api/auth/me', headers })
    expect(before.json().user.emailVerified).toBe(false)
    expect(mailsTo(email)).toHaveLength(1)
    expect(mailsTo(email)[0]?.subject).toBe('Confirm your e-mail address for Agora')
    expect(mailsTo(email)[0]?.text).toContain('within 24 hours')

    const token = newestToken(email)
    const ok = await verify(token, headers)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().user).toMatchObject({ email, emailVerified: true })

    const again = await verify(token, headers)
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('EMAIL_TOKEN_USED')
    const forged = await verify(`${token.slice(0, -2)}xx`)
    expect(forged.statusCode).toBe(400)
    expect(forged.json().code).toBe('EMAIL_TOKEN_INVALID')

    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/email/verification',
      headers,
    })
    expect(done.statusCode).toBe(409)
    expect(done.json().code).toBe('EMAIL_ALREADY_VERIFIED')
  })

  it('refuses a link after 24 hours; a new one works, signed out too, in the person’s language', async () => {
    const alice = await signedInUser(app)
    await alice.call('PUT', '/api/auth/preferences', { preferences: { locale: 'es' } })
    const email = newAddress('late')
    await alice.call('PUT', '/api/auth/email', { email })
    expect(mailsTo(email)[0]?.subject).toBe('Confirma tu dirección de correo en Agora')
    const old = newestToken(email)

    clock.advance(EMAIL_VERIFICATION_TTL_MS + MINUTE)
    const late = await verify(old, { 'accept-language': 'es' })
    expect(late.statusCode).toBe(400)
    expect(late.json()).toMatchObject({
      code: 'EMAIL_TOKEN_EXPIRED',
      error: 'Este enlace de verificación caducó. Pide uno nuevo.',
    })

    // a day on, the session has ended too: the person signs in again to ask for a new link
    const again = bearer(await signIn(app, alice.wallet))
    const resent = await app.inject({
      method: 'POST',
      url: '/api/auth/email/verification',
      headers: again,
    })
    expect(resent.statusCode).toBe(202)
    const signedOut = await verify(newestToken(email))
    expect(signedOut.statusCode).toBe(200)
    // the one who opened the link is not signed in: the account is not shown to them
    expect(signedOut.json().user).toBeNull()
    const after = await app.inject({ method: 'GET', url: '/api/auth/me', headers: again })
    expect(after.json().user.emailVerified).toBe(true)
  })

  it('a changed address is unverified again, and a link sent to the old one verifies nothing', async () => {
    const bob = await withAddress('bob')
    const first = newestToken(bob.email)
    clock.advance(2 * MINUTE)
    const unverifiedOld = await withAddressChange(bob, newAddress('bob-new'))
    const stale = await verify(first, bob.headers)
    expect(stale.statusCode).toBe(400)
    expect(stale.json().code).toBe('EMAIL_TOKEN_INVALID')
    expect((await me(bob)).emailVerified).toBe(false)

    expect((await verify(newestToken(unverifiedOld), bob.headers)).statusCode).toBe(200)
    expect((await me(bob)).emailVerified).toBe(true)

    clock.advance(2 * MINUTE)
    const changed = await bob.call('PUT', '/api/auth/email', { email: newAddress('bob-third') })
    expect(changed.json().user.emailVerified).toBe(false)
    expect((await me(bob)).emailVerified).toBe(false)
  })

  it('asks an account with a password for it before changing its address', async () => {
    const email = newAddress('pw')
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { handle: `pw_${Date.now() % 100000}`, email, password: 'a long password' },
      remoteAddress: anyClientIp(),
    })
    const headers = bearer(res.json().token)
    clock.advance(2 * MINUTE)
    const change = (password?: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/auth/email',
        headers,
        payload: { email: newAddress('thief'), ...(password ? { password } : {}) },
      })
    const wrong = [await change(), await change('not the password')]
    for (const guess of ['x', 'y']) wrong.push(await change(guess))
    for (const attempt of wrong) {
      expect(attempt.statusCode).toBe(403)
      expect(attempt.json().code).toBe('PASSWORD_WRONG')
    }
    // guesses are slowed as at the log-in form, whose counters they share
    const slowed = await change('a long password')
    expect(slowed.statusCode).toBe(429)
    expect(slowed.json().code).toBe('TOO_MANY_ATTEMPTS')
    clock.advance(MINUTE)
    const ok = await change('a long password')
    expect(ok.statusCode).toBe(200)
    expect(ok.json().user.emailVerified).toBe(false)
  })

  it('someone else’s link does not verify your address, and stays good for its owner', async () => {
    const alice = await withAddress('alice')
    const mallory = await withAddress('mallory')
    const alicesToken = newestToken(alice.email)
    const res = await verify(alicesToken, mallory.headers)
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('EMAIL_TOKEN_OTHER_ACCOUNT')
    expect((await me(mallory)).emailVerified).toBe(false)
    expect((await me(alice)).emailVerified).toBe(false)
    expect((await verify(alicesToken, alice.headers)).statusCode).toBe(200)
    expect((await me(mallory)).emailVerified).toBe(false)
  })

  it('sends at most one link a minute and five a day', async () => {
    const carol = await withAddress('carol')
    const soon = await resend(carol)
    expect(soon.statusCode).toBe(429)
    expect(soon.json().code).toBe('EMAIL_VERIFICATION_TOO_SOON')
    for (let sent = 2; sent <= 5; sent++) {
      clock.advance(MINUTE + 1000)
      expect((await resend(carol)).statusCode).toBe(202)
    }
    expect(mailsTo(carol.email)).toHaveLength(5)
    clock.advance(MINUTE + 1000)
    const sixth = await resend(carol)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().code).toBe('EMAIL_VERIFICATION_DAILY_LIMIT')
    // nor can a change of address get round the limit
    const change = await carol.call('PUT', '/api/auth/email', { email: newAddress('carol2') })
    expect(change.statusCode).toBe(429)
    expect((await me(carol)).email).toBe(carol.email)

    clock.advance(24 * 60 * MINUTE)
    const tomorrow = await app.inject({
      method: 'POST',
      url: '/api/auth/email/verification',
      headers: bearer(await signIn(app, carol.wallet)),
    })
    expect(tomorrow.statusCode).toBe(202)
    expect(mailsTo(carol.email)).toHaveLength(6)
  })

  it('has nothing to send to an account without an address', async () => {
    const dave = await signedInUser(app)
    const res = await resend(dave)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('EMAIL_MISSING')
    expect((await me(dave)).emailVerified).toBe(false)
  })
})

async function withAddressChange(user: SignedInUser, email: string) {
  const res = await user.call('PUT', '/api/auth/email', { email })
  expect(res.statusCode).toBe(200)
  expect(res.json().user).toMatchObject({ email, emailVerified: false })
  return email
}

describe('notification e-mail', () => {
  it('goes only to a verified address', async () => {
    const erin = await withAddress('erin')
    const prefs = await erin.call('PUT', '/api/notifications/preferences', {
      channels: { follower: { email: true } },
    })
    expect(prefs.statusCode).toBe(200)
    const follow = async () =>
      (await signedInUser(app)).call('POST', `/api/users/${erin.address}/follow`)
    const inbox = async () => (await erin.call('GET', '/api/notifications')).json().data.length

    await follow()
    await expect.poll(inbox).toBe(1)
    await app.deliveries.drain()
    // only the verification link
    expect(mailsTo(erin.email).map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for Agora',
    ])

    expect((await verify(newestToken(erin.email), erin.headers)).statusCode).toBe(200)
    clock.advance(60 * MINUTE)
    await follow()
    await expect.poll(() => mailsTo(erin.email).length).toBe(2)
    expect(mailsTo(erin.email)[1]?.subject).toBe('New follower')

    // a digest already waiting is not sent once the address changed (and is unverified)
    await follow()
    await expect.poll(inbox).toBe(3)
    const changed = newAddress('erin-new')
    expect((await erin.call('PUT', '/api/auth/email', { email: changed })).statusCode).toBe(200)
    clock.advance(15 * MINUTE)
    await app.deliveries.drain()
    expect(mailsTo(erin.email)).toHaveLength(2)
    expect(mailsTo(changed).map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for Agora',
    ])
  })
})
