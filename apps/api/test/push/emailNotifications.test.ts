import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificationDeliveries } from '../../src/db/schema/notificationDelivery.ts'
import { users } from '../../src/db/schema/users.ts'
import { MAIL_LOG_MESSAGE } from '../../src/mail/logTransport.ts'
import { testClock } from '../clock.ts'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

const clock = testClock(new Date('2032-04-01T10:00:00Z'))
const logLines: string[] = []
let app: TestApp

beforeAll(async () => {
  app = await createTestApp(
    { LOG_LEVEL: 'warn', PUBLIC_URL: 'https://agora.example' },
    { clock, logStream: { write: (line) => void logLines.push(line) } },
  )
})
afterAll(() => app.close())

type LoggedMail = {
  msg: string
  mail: { to: string; subject: string; text: string; headers?: Record<string, string> }
}

const mailsTo = (email: string) =>
  logLines
    .map((line) => JSON.parse(line) as LoggedMail)
    .filter((line) => line.msg === MAIL_LOG_MESSAGE && line.mail.to === email)
    .map((line) => line.mail)

/** A signed-in person whose account has an e-mail address, e-mailed about new followers. */
async function withEmail() {
  const user = await signedInUser(app)
  const email = `followed.${user.id}@agora.example`
  // an address verified as if its link had been opened (emailVerification.test.ts proves that step)
  await app.ctx.db
    .update(users)
    .set({ email, emailVerifiedAt: clock.now() })
    .where(eq(users.id, user.id))
  const res = await user.call('PUT', '/api/notifications/preferences', {
    channels: { follower: { email: true } },
  })
  expect(res.json().data.channels.follower).toEqual({ push: false, email: true })
  return { ...user, email }
}

const follow = (follower: SignedInUser, user: SignedInUser) =>
  follower.call('POST', `/api/users/${user.address}/follow`)

describe('notification e-mails', () => {
  it('sends the first at once and what follows within 15 minutes as one digest', async () => {
    const alice = await withEmail()
    const [bob, carol, dave] = await Promise.all([1, 2, 3].map(() => signedInUser(app)))
    await follow(bob as SignedInUser, alice)
    await expect.poll(() => mailsTo(alice.email).length).toBe(1)
    const first = mailsTo(alice.email)[0]
    expect(first?.subject).toBe('New follower')
    expect(first?.text).toContain('followed you')
    expect(first?.text).toContain('https://agora.example/notifications')

    await follow(carol as SignedInUser, alice)
    await follow(dave as SignedInUser, alice)
    await expect.poll(() => pendingFor(alice.id)).toBe(2)
    await app.deliveries.drain()
    expect(mailsTo(alice.email)).toHaveLength(1)

    clock.advance(15 * 60 * 1000)
    await app.deliveries.drain()
    expect(mailsTo(alice.email)).toHaveLength(2)
    const digest = mailsTo(alice.email)[1]
    expect(digest?.subject).toBe('2 new notifications: New followers')
    expect(digest?.text.match(/followed you/g)).toHaveLength(2)
  })

  it('stops one kind with the one-click unsubscribe link (RFC 8058), and refuses a forged one', async () => {
    const alice = await withEmail()
    const bob = await signedInUser(app)
    clock.advance(60 * 60 * 1000)
    await follow(bob, alice)
    await expect.poll(() => mailsTo(alice.email).length).toBe(1)
    const headers = mailsTo(alice.email)[0]?.headers ?? {}
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const link = new URL(/^<(.*)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? '')
    expect(link.origin).toBe('https://agora.example')

    const forged = await app.inject({
      method: 'POST',
      url: `${link.pathname}?token=${alice.id}.follower.AAAA`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().code).toBe('UNSUBSCRIBE_LINK_INVALID')

    const res = await app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode).toBe(200)
    const settings = (await alice.call('GET', '/api/notifications/preferences')).json().data
    expect(settings.channels.follower).toEqual({ push: false, email: false })
    // other kinds keep their e-mail
    expect(settings.channels.proposalClosing.email).toBe(true)

    clock.advance(60 * 60 * 1000)
    await follow(await signedInUser(app), alice)
    await expect
      .poll(async () => (await alice.call('GET', '/api/notifications')).json().data)
      .toHaveLength(2)
    await app.deliveries.drain()
    expect(mailsTo(alice.email)).toHaveLength(1)
  })
})

describe('the account’s e-mail switch', () => {
  it('sends no notification e-mail once the person turned e-mail notifications off', async () => {
    const alice = await withEmail()
    const off = await alice.call('PUT', '/api/auth/preferences', {
      preferences: { emailNotifications: false },
    })
    expect(off.statusCode).toBe(200)
    clock.advance(60 * 60 * 1000)
    await follow(await signedInUser(app), alice)
    await expect
      .poll(async () => (await alice.call('GET', '/api/notifications')).json().data)
      .toHaveLength(1)
    await app.deliveries.drain()
    expect(await pendingFor(alice.id)).toBe(0)
    expect(mailsTo(alice.email)).toEqual([])
  })
})

describe('notification preferences', () => {
  it('keeps the in-app switches older clients send, beside the channels and quiet hours', async () => {
    const user = await signedInUser(app)
    const before = (await user.call('GET', '/api/notifications/preferences')).json().data
    expect(before).toMatchObject({ reaction: true, order: true, quietHours: null })
    expect(before.channels).toMatchObject({
      order: { push: true, email: false },
      kyc: { push: true, email: false },
      proposal: { push: false, email: false },
      proposalClosing: { push: false, email: true },
      reaction: { push: false, email: false },
    })
    const old = await user.call('PUT', '/api/notifications/preferences', { reaction: false })
    expect(old.statusCode).toBe(200)
    expect(old.json().data).toMatchObject({ reaction: false, order: true })
    expect(old.json().data.channels).toEqual(before.channels)

    for (const body of [
      { quietHours: { start: '25:00', end: '07:00', timeZone: 'UTC' } },
      { quietHours: { start: '22:00', end: '07:00', timeZone: 'Mars/Olympus' } },
      { channels: { order: { sms: true } } },
      { channels: { gossip: { push: true } } },
    ]) {
      const res = await user.call('PUT', '/api/notifications/preferences', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
  })
})

async function pendingFor(userId: string) {
  const rows = await app.ctx.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.userId, userId))
  return rows.length
}
