import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testApp.ts'
import { anyClientIp } from '../wallets.ts'

type Received = { from: string; to: string[]; raw: string }

// a real SMTP server on loopback: what the app hands over is what a mail server would get
const received: Received[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8')
    })
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw,
      })
      callback()
    })
  },
})
let app: TestApp

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  app = await createTestApp({
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Agora <no-reply@agora.example>',
    PUBLIC_URL: 'https://agora.example',
  })
})
afterAll(async () => {
  await app.close()
  await new Promise<void>((resolve) => smtp.close(resolve))
})

it('sends the password-reset e-mail through SMTP with a working link', async () => {
  const email = `smtp.${Date.now()}@agora.example`
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { handle: `smtp_${Date.now() % 100000}`, email, password: 'the old password' },
    remoteAddress: anyClientIp(),
  })
  expect(registered.statusCode).toBe(201)
  // registering sends the address its verification link first
  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1)
  expect(received[0]?.raw).toContain('/verify-email?token')

  const asked = await app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress: anyClientIp(),
  })
  expect(asked.statusCode).toBe(202)
  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2)

  const mail = received[1]
  expect(mail?.from).toBe('no-reply@agora.example')
  expect(mail?.to).toEqual([email])
  // quoted-printable may wrap long lines with a soft break ("=" at the end of a line)
  const body = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? ''
  const token = body.match(/https:\/\/agora\.example\/reset-password\?token=([\w-]+)/)?.[1]
  expect(token).toBeTruthy()

  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password: 'a brand new password' },
    remoteAddress: anyClientIp(),
  })
  expect(confirmed.statusCode).toBe(200)
})
