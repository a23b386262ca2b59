import { afterAll, beforeAll, expect, it } from 'vitest'
import { signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp, bearer } from '../wallets.ts'

// a mail server nobody listens on: every send is refused at once
let app: TestApp
beforeAll(async () => {
  app = await createTestApp({
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:1',
    PUBLIC_URL: 'https://agora.example',
  })
})
afterAll(() => app.close())

it('a mail server that is down: registration still opens the account, a new link answers 503 and does not count', async () => {
  const email = `down.${Date.now()}@agora.example`
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { handle: `down_${Date.now() % 100000}`, email, password: 'a long password' },
    remoteAddress: anyClientIp(),
  })
  expect(registered.statusCode).toBe(201)
  const headers = bearer(registered.json().token)
  for (let attempt = 0; attempt < 2; attempt++) {
    // not 429 the second time: a link that was never e-mailed is not counted
    const res = await app.inject({ method: 'POST', url: '/api/auth/email/verification', headers })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({
      code: 'VERIFICATION_EMAIL_NOT_SENT',
      error: 'The verification e-mail could not be sent. Try again shortly.',
    })
  }
})

it('a mail server that is down: a changed address is saved, and the answer says its link was not sent', async () => {
  const user = await signedInUser(app)
  const email = `down-change.${Date.now()}@agora.example`
  const res = await user.call('PUT', '/api/auth/email', { email })
  expect(res.statusCode).toBe(503)
  expect(res.json().error).toMatch(/^Your new address was saved, but its verification e-mail/)
  const me = (await user.call('GET', '/api/auth/me')).json().user
  expect(me).toMatchObject({ email, emailVerified: false })
})
