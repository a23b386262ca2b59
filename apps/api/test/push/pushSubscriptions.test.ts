import { MAX_PUSH_SUBSCRIPTIONS } from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  notificationDeliveries,
  pushSubscriptions,
} from '../../src/db/schema/notificationDelivery.ts'
import { testClock } from '../clock.ts'
import { type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { startLocalPushService } from './localPushService.ts'

const clock = testClock(new Date('2032-04-01T10:00:00Z'))
let app: TestApp
let pushService: Awaited<ReturnType<typeof startLocalPushService>>

beforeAll(async () => {
  pushService = await startLocalPushService()
  app = await createTestApp({ PUSH_ALLOW_HOSTS: '127.0.0.1' }, { clock })
})
afterAll(async () => {
  await app.close()
  await pushService.close()
})

const subscribe = (user: SignedInUser, subscription: { endpoint: string; keys: object }) =>
  user.call('POST', '/api/push/subscriptions', subscription)

const unsubscribe = (user: SignedInUser, endpoint: string) =>
  user.call('DELETE', `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`)

const pushesTo = (id: string) => pushService.received.filter((push) => push.subscription === id)

async function withPushFor(user: SignedInUser, kind: string) {
  const res = await user.call('PUT', '/api/notifications/preferences', {
    channels: { [kind]: { push: true } },
  })
  expect(res.statusCode).toBe(200)
}

describe('push subscriptions', () => {
  it('keeps a browser’s subscription for its owner only, refreshing the same endpoint', async () => {
    const [alice, bob] = [await signedInUser(app), await signedInUser(app)]
    const browser = pushService.subscribe()
    const res = await subscribe(alice, browser)
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({ endpoint: browser.endpoint })
    // the same browser again is the same subscription
    expect((await subscribe(alice, browser)).statusCode).toBe(201)
    const rows = await app.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint))
    expect(rows).toHaveLength(1)

    const notBobs = await unsubscribe(bob, browser.endpoint)
    expect(notBobs.statusCode).toBe(404)
    expect(notBobs.json().code).toBe('PUSH_SUBSCRIPTION_NOT_FOUND')
    expect((await unsubscribe(alice, browser.endpoint)).statusCode).toBe(200)
    expect((await unsubscribe(alice, browser.endpoint)).statusCode).toBe(404)

    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: pushService.subscribe(),
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('refuses endpoints that are not https on the public internet, and an eleventh browser', async () => {
    const user = await signedInUser(app)
    const { keys } = pushService.subscribe()
    const plain = await subscribe(user, { endpoint: 'http://push.example/x', keys })
    expect(plain.statusCode).toBe(400)
    for (const endpoint of [
      'https://10.0.0.7/push/x',
      'https://localhost:9/push/x',
      'https://[::1]/push/x',
      'https://169.254.169.254/latest',
    ]) {
      const res = await subscribe(user, { endpoint, keys })
      expect(res.statusCode, endpoint).toBe(400)
      expect(res.json().code).toBe('PUSH_ENDPOINT_REFUSED')
    }
    const badKeys = await subscribe(user, {
      endpoint: pushService.subscribe().endpoint,
      keys: { p256dh: 'short', auth: keys.auth },
    })
    expect(badKeys.statusCode).toBe(400)

    const browsers = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, () => pushService.subscribe())
    for (const browser of browsers) expect((await subscribe(user, browser)).statusCode).toBe(201)
    const full = await subscribe(user, pushService.subscribe())
    expect(full.statusCode).toBe(409)
    expect(full.json().code).toBe('PUSH_SUBSCRIPTIONS_FULL')
    // one already kept may still refresh its keys
    expect((await subscribe(user, browsers[0] as (typeof browsers)[0])).statusCode).toBe(201)
  })
})

describe('push delivery', () => {
  it('sends a notification to each browser, encrypted for it and signed with the server’s VAPID key', async () => {
    const [alice, bob] = [await signedInUser(app), await signedInUser(app)]
    const bobHandle = (await bob.call('GET', '/api/auth/me')).json().user.handle as string
    const laptop = pushService.subscribe()
    const phone = pushService.subscribe()
    await subscribe(alice, laptop)
    await subscribe(alice, phone)
    await withPushFor(alice, 'follower')

    await bob.call('POST', `/api/users/${alice.address}/follow`)
    await expect.poll(() => pushesTo(laptop.id).length + pushesTo(phone.id).length).toBe(2)

    const vapidPublicKey = (await app.inject({ url: '/api/config' })).json().vapidPublicKey
    for (const push of [...pushesTo(laptop.id), ...pushesTo(phone.id)]) {
      expect(push.payload).toEqual({
        notificationId: expect.any(String),
        kind: 'follower',
        title: 'New follower',
        body: `@${bobHandle} followed you`,
        path: '/notifications',
      })
      expect(push.headers['content-encoding']).toBe('aes128gcm')
      expect(Number(push.headers.ttl)).toBeGreaterThan(0)
      expect(push.vapid).toMatchObject({ publicKey: vapidPublicKey, aud: pushService.origin })
      expect(push.vapid.sub).toMatch(/^(mailto:|https:)/)
    }
  })

  it.each([410, 404])(
    'sends nothing for a kind left in-app only, and drops a subscription its push service answers %i (gone)',
    async (gone) => {
      const [alice, bob, carol] = [
        await signedInUser(app),
        await signedInUser(app),
        await signedInUser(app),
      ]
      const browser = pushService.subscribe()
      await subscribe(alice, browser)
      // reactions are in-app only by default
      const post = await alice.call('POST', '/api/posts', { content: 'react to me' })
      await bob.call('POST', `/api/posts/${post.json().data.id}/reactions`, { type: 'like' })
      await withPushFor(alice, 'follower')
      await bob.call('POST', `/api/users/${alice.address}/follow`)
      await expect.poll(() => pushesTo(browser.id).length).toBe(1)
      expect(pushesTo(browser.id)[0]?.payload).toMatchObject({ kind: 'follower' })

      pushService.answer(browser.id, gone)
      await carol.call('POST', `/api/users/${alice.address}/follow`)
      await expect
        .poll(async () =>
          app.ctx.db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, browser.endpoint)),
        )
        .toHaveLength(0)
      const left = await app.ctx.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.userId, alice.id))
      expect(left).toHaveLength(0)
    },
  )

  it('retries a push its service failed, waiting longer each time, and gives up after five tries', async () => {
    const [alice, bob] = [await signedInUser(app), await signedInUser(app)]
    const browser = pushService.subscribe()
    await subscribe(alice, browser)
    await withPushFor(alice, 'follower')
    pushService.answer(browser.id, 500)
    const waiting = () =>
      app.ctx.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.userId, alice.id))
    await bob.call('POST', `/api/users/${alice.address}/follow`)
    await expect.poll(() => pushesTo(browser.id).length).toBe(1)
    let waited = 0
    for (const [tries, wait] of [
      [1, 30],
      [2, 60],
      [3, 120],
      [4, 240],
    ] as const) {
      // failed and handed back: no longer leased
      await expect.poll(async () => (await waiting()).map((row) => row.leaseUntil)).toEqual([null])
      const [row] = await waiting()
      expect(row?.attempts).toBe(tries)
      expect(row?.dueAt.getTime()).toBe(clock.now().getTime() + wait * 1000)
      // not before its time
      clock.advance(wait * 1000 - 1000)
      await app.deliveries.drain()
      expect(pushesTo(browser.id)).toHaveLength(tries)
      clock.advance(1000)
      waited += wait * 1000
      await app.deliveries.drain()
      expect(pushesTo(browser.id)).toHaveLength(tries + 1)
    }
    expect(await waiting()).toEqual([])
    clock.advance(-waited)
  })

  it('holds pushes during quiet hours and sends them when the hours end', async () => {
    const [alice, bob] = [await signedInUser(app), await signedInUser(app)]
    const browser = pushService.subscribe()
    await subscribe(alice, browser)
    await withPushFor(alice, 'follower')
    // 10:00 UTC is noon in Madrid (summer time): quiet until 13:00 there
    const quiet = await alice.call('PUT', '/api/notifications/preferences', {
      quietHours: { start: '11:30', end: '13:00', timeZone: 'Europe/Madrid' },
    })
    expect(quiet.json().data.quietHours).toEqual({
      start: '11:30',
      end: '13:00',
      timeZone: 'Europe/Madrid',
    })
    await bob.call('POST', `/api/users/${alice.address}/follow`)
    await expect
      .poll(async () =>
        app.ctx.db
          .select()
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.userId, alice.id)),
      )
      .toHaveLength(1)
    await app.deliveries.drain()
    expect(pushesTo(browser.id)).toHaveLength(0)

    clock.advance(60 * 60 * 1000)
    await app.deliveries.drain()
    expect(pushesTo(browser.id)).toHaveLength(1)
    clock.advance(-60 * 60 * 1000)
  })
})
