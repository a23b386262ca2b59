import type { MessageEnvelope } from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificationDeliveries } from '../../src/db/schema/notificationDelivery.ts'
import { users } from '../../src/db/schema/users.ts'
import { MAIL_LOG_MESSAGE } from '../../src/mail/logTransport.ts'
import { testClock } from '../clock.ts'
import { createGroup, sendToGroup } from '../groups/groupMessaging.ts'
import { type Messenger, messenger, sent } from '../messages/messaging.ts'
import { createCommunity, type SignedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { startLocalPushService } from './localPushService.ts'

const clock = testClock(new Date('2032-04-01T10:00:00Z'))
const logLines: string[] = []
let app: TestApp
let pushService: Awaited<ReturnType<typeof startLocalPushService>>

beforeAll(async () => {
  pushService = await startLocalPushService()
  app = await createTestApp(
    { PUSH_ALLOW_HOSTS: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: 'https://agora.example' },
    { clock, logStream: { write: (line) => void logLines.push(line) } },
  )
})
afterAll(async () => {
  await app.close()
  await pushService.close()
})

/** A person with messages set up and push on in one browser; its pushes, decrypted. */
async function withBrowser() {
  const user = await messenger(app)
  const browser = pushService.subscribe()
  expect((await user.call('POST', '/api/push/subscriptions', browser)).statusCode).toBe(201)
  const handle = (await user.call('GET', '/api/auth/me')).json().user.handle as string
  const pushes = () =>
    pushService.received
      .filter((push) => push.subscription === browser.id)
      .map((push) => push.payload as Record<string, unknown>)
  return { ...user, handle, pushes }
}

const follow = (follower: SignedInUser, user: SignedInUser) =>
  follower.call('POST', `/api/users/${user.address}/follow`)

const waitingFor = (userId: string) =>
  app.ctx.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId))

/** Every string of a sealed envelope long enough to be key material or ciphertext. */
function sealedParts(envelope: MessageEnvelope): string[] {
  const parts: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.length >= 16) parts.push(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(envelope)
  return parts
}

describe('new messages by push', () => {
  it('tells the reader who wrote and where, never what: the envelope stays out of the push', async () => {
    const [alice, bob] = [await withBrowser(), await withBrowser()]
    await follow(bob, alice)
    const text = 'Meet me at the old mill at noon'
    const message = await sent(alice, bob, text)

    await expect.poll(() => bob.pushes().length).toBe(1)
    const [push] = bob.pushes()
    expect(push).toEqual({
      kind: 'message',
      conversationId: message.conversationId,
      messageId: message.id,
      title: 'New message',
      body: `New message from @${alice.handle}`,
      path: `/messages/${message.conversationId}`,
    })
    const raw = JSON.stringify(push)
    expect(raw).not.toContain('old mill')
    for (const part of sealedParts(message.envelope)) expect(raw).not.toContain(part)
    // the writer's own browsers hear nothing of it
    expect(alice.pushes()).toEqual([])
  })

  it('tells a conversation waiting out quiet hours once, naming its latest message, and not one read meanwhile', async () => {
    const [alice, bob, carol] = [await withBrowser(), await withBrowser(), await messenger(app)]
    await follow(bob, alice)
    await follow(bob, carol)
    // 10:00 UTC is noon in Madrid: quiet until 13:00 there
    await bob.call('PUT', '/api/notifications/preferences', {
      quietHours: { start: '11:30', end: '13:00', timeZone: 'Europe/Madrid' },
    })
    await sent(alice, bob, 'one')
    await expect.poll(async () => (await waitingFor(bob.id)).length).toBe(1)
    await sent(alice, bob, 'two')
    const last = await sent(alice, bob, 'three')
    await expect
      .poll(async () => (await waitingFor(bob.id)).map((row) => row.messageId))
      .toEqual([last.id])
    // read on another device before the quiet hours end: nothing left to tell
    const fromCarol = await sent(carol, bob, 'read me now')
    await expect.poll(async () => (await waitingFor(bob.id)).length).toBe(2)
    clock.advance(1000)
    const read = await bob.call('POST', `/api/conversations/${fromCarol.conversationId}/read`)
    expect(read.statusCode).toBe(200)
    await app.deliveries.drain()
    expect(bob.pushes()).toEqual([])

    clock.advance(60 * 60 * 1000)
    await app.deliveries.drain()
    expect(bob.pushes().map((push) => push.messageId)).toEqual([last.id])
    expect(await waitingFor(bob.id)).toEqual([])
    clock.advance(-60 * 60 * 1000 - 1000)
  })

  it('tells of a stranger’s request once, and nothing from a muted writer or with the channel off', async () => {
    const [bob, stranger, muted, friend] = [
      await withBrowser(),
      await messenger(app),
      await messenger(app),
      await messenger(app),
    ]
    // a conversation bob has not accepted: his Messages page shows it once, as a request
    const request = await sent(stranger, bob, 'hi, we have not met')
    await sent(stranger, bob, 'hello again?')
    await follow(bob, muted)
    await bob.call('POST', `/api/users/${muted.address}/mute`)
    await sent(muted, bob, 'you will not hear of this')
    // the last one arrives after the others were heard
    await follow(bob, friend)
    const last = await sent(friend, bob, 'ping')
    await expect.poll(() => bob.pushes().length).toBe(2)
    const strangerHandle = (await stranger.call('GET', '/api/auth/me')).json().user.handle
    expect(bob.pushes()).toEqual([
      expect.objectContaining({
        messageId: request.id,
        title: 'Message request',
        body: `@${strangerHandle} wants to start a conversation with you`,
      }),
      expect.objectContaining({ messageId: last.id, title: 'New message' }),
    ])

    const off = await bob.call('PUT', '/api/notifications/preferences', {
      channels: { message: { push: false } },
    })
    expect(off.json().data.channels.message).toEqual({ push: false, email: false })
    await sent(friend, bob, 'pong')
    await follow(friend, bob)
    await expect
      .poll(async () => (await bob.call('GET', '/api/notifications')).json().data.length)
      .toBe(1)
    await app.deliveries.drain()
    expect(bob.pushes()).toHaveLength(2)
    expect(await waitingFor(bob.id)).toEqual([])
  })

  it('tells each other member of a group but one who muted the writer, and nobody of a community’s chat', async () => {
    const [alice, bob, carol] = [await withBrowser(), await withBrowser(), await withBrowser()]
    const group = await createGroup(alice, [bob, carol] as Messenger[])
    for (const member of [bob, carol])
      expect((await member.call('POST', `/api/conversations/${group.id}/accept`)).statusCode).toBe(
        200,
      )
    await carol.call('POST', `/api/users/${alice.address}/mute`)
    const res = await sendToGroup(alice, group.id, [alice, bob, carol], 'lamps at eight')
    expect(res.statusCode).toBe(201)
    await expect.poll(() => bob.pushes().length).toBe(1)
    expect(bob.pushes()[0]).toMatchObject({
      kind: 'message',
      conversationId: group.id,
      title: 'New group message',
      body: `@${alice.handle} wrote in a group conversation`,
    })
    // carol hears of bob's message, not of alice's
    await sendToGroup(bob, group.id, [alice, bob, carol], 'see you')
    await expect.poll(() => carol.pushes().length).toBe(1)
    expect(carol.pushes()[0]?.body).toBe(`@${bob.handle} wrote in a group conversation`)
    expect(alice.pushes()).toHaveLength(1)

    // a community's chat, every member of the community in it, pushes nothing
    const dao = await createCommunity(alice)
    await bob.call('POST', `/api/communities/${dao.id}/join`)
    await alice.call('PUT', `/api/communities/${dao.id}/settings`, { chat: true })
    const chat = (await alice.call('GET', `/api/communities/${dao.id}/chat`)).json().data
    expect((await sendToGroup(alice, chat.id, [alice, bob], 'gm dao')).statusCode).toBe(201)
    await sendToGroup(alice, group.id, [alice, bob, carol], 'and back in the group')
    await expect.poll(() => bob.pushes().length).toBe(2)
    expect(bob.pushes().map((push) => push.conversationId)).toEqual([group.id, group.id])
  })
})

describe('push and e-mail in the reader’s language', () => {
  const mailsTo = (email: string) =>
    logLines
      .map((line) => JSON.parse(line) as { msg: string; mail: { to: string } })
      .filter((line) => line.msg === MAIL_LOG_MESSAGE && line.mail.to === email)
      .map((line) => line.mail as { to: string; subject: string; text: string })

  it('speaks Spanish to an account that chose Spanish, English to one that follows its browser', async () => {
    const [alice, bob, english] = [await withBrowser(), await withBrowser(), await withBrowser()]
    const email = `lector.${bob.id}@agora.example`
    // a verified address (emailVerification.test.ts proves the link that verifies it)
    await app.ctx.db
      .update(users)
      .set({ email, emailVerifiedAt: new Date() })
      .where(eq(users.id, bob.id))
    const chosen = await bob.call('PUT', '/api/auth/preferences', { preferences: { locale: 'es' } })
    expect(chosen.statusCode).toBe(200)
    await english.call('PUT', '/api/auth/preferences', { preferences: { locale: 'system' } })
    await bob.call('PUT', '/api/notifications/preferences', {
      channels: { message: { email: true }, follower: { push: true } },
    })
    await english.call('PUT', '/api/notifications/preferences', {
      channels: { follower: { push: true } },
    })
    await follow(bob, alice)
    await sent(alice, bob, 'hola')
    await follow(alice, bob)
    await follow(alice, english)

    await expect.poll(() => bob.pushes().length).toBe(2)
    expect(bob.pushes()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Nuevo mensaje',
          body: `Nuevo mensaje de @${alice.handle}`,
        }),
        expect.objectContaining({
          title: 'Nuevo seguidor',
          body: `@${alice.handle} empezó a seguirte`,
        }),
      ]),
    )
    await expect.poll(() => english.pushes().length).toBe(1)
    expect(english.pushes()[0]).toMatchObject({
      title: 'New follower',
      body: `@${alice.handle} followed you`,
    })

    await expect.poll(() => mailsTo(email).length).toBe(1)
    const [mail] = mailsTo(email)
    expect(mail?.subject).toBe('Nuevo mensaje')
    expect(mail?.text).toContain(`Nuevo mensaje de @${alice.handle}`)
    expect(mail?.text).toContain('Dejar de recibir estos correos (Mensajes nuevos)')
    expect(mail?.text).not.toContain('hola')
  })
})
