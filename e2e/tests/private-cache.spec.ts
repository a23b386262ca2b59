import {
  cacheStorageContents,
  readAs,
  readCacheSession,
  setCacheSessionExpiry,
} from '../support/cacheSession.ts'
import { reloadUnderWorker } from '../support/serviceWorker.ts'
import { AUTH_TOKEN_KEY } from '../support/session.ts'
import { expect, newUser, test } from '../support/social.ts'

// about the service worker: its pages run under it
test.use({ serviceWorker: 'installed' })

const NOTIFICATIONS = '/api/notifications?limit=30'
const CONVERSATIONS = '/api/conversations?limit=100&token=leaked'

test('one account never reads what another cached: sign-out clears it, sealed entries hold no plaintext', async ({
  openAs,
  request,
}) => {
  const alice = await newUser(request)
  const bob = await newUser(request)
  const page = await openAs(alice, '/')
  await reloadUnderWorker(page)
  await expect.poll(async () => (await readCacheSession(page))?.userId).toBe(alice.user.id)
  const aliceSession = await readCacheSession(page)

  const notifications = await readAs(page, alice.token, NOTIFICATIONS)
  const conversations = await readAs(page, alice.token, CONVERSATIONS)
  expect(notifications.status).toBe(200)
  expect(conversations.body).toContain('"success":true')
  const sessionEntries = async () =>
    (await cacheStorageContents(page)).filter((entry) => entry.cache.startsWith('agora-session-'))
  await expect.poll(async () => (await sessionEntries()).length).toBeGreaterThanOrEqual(2)

  const aliceEntries = await sessionEntries()
  for (const entry of aliceEntries) {
    expect(entry.url).toContain(`cache-session=${aliceSession?.sessionId}`)
    expect(entry.url).not.toContain('token=')
  }
  const sealed = aliceEntries.find((entry) => entry.url.includes('/api/conversations'))
  expect(sealed?.body).toBeTruthy()
  expect(sealed?.body).not.toContain('success')
  const plain = aliceEntries.find((entry) => entry.url.includes('/api/notifications'))
  expect(plain?.body).toContain('"success":true')

  // the cached entries answer alice offline
  await page.context().setOffline(true)
  expect((await readAs(page, alice.token, NOTIFICATIONS)).body).toBe(notifications.body)
  expect((await readAs(page, alice.token, CONVERSATIONS)).body).toBe(conversations.body)
  await page.context().setOffline(false)

  await page.goto('/account')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
  await expect.poll(() => readCacheSession(page)).toBeNull()

  await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
    key: AUTH_TOKEN_KEY,
    token: bob.token,
  })
  await page.reload()
  await expect.poll(async () => (await readCacheSession(page))?.userId).toBe(bob.user.id)
  const bobSession = await readCacheSession(page)
  expect(bobSession?.sessionId).not.toBe(aliceSession?.sessionId)
  const leftOver = (await cacheStorageContents(page)).filter(
    (entry) =>
      entry.cache.includes(aliceSession?.sessionId ?? '-') ||
      entry.url.includes(aliceSession?.sessionId ?? '-'),
  )
  expect(leftOver).toEqual([])

  // offline, bob's session finds nothing of alice's under the same URLs
  await page.context().setOffline(true)
  const bobReads = await readAs(page, bob.token, '/api/notifications?limit=7')
  expect(bobReads).toEqual({
    status: 503,
    body: JSON.stringify({
      success: false,
      error: 'No cached response available',
      code: 'NOT_SAVED_OFFLINE',
    }),
  })
})

test("an expired cache session blocks cached reads with 'Session expired'", async ({
  openAs,
  request,
}) => {
  const alice = await newUser(request)
  const page = await openAs(alice, '/')
  await reloadUnderWorker(page)
  await expect.poll(async () => (await readCacheSession(page))?.userId).toBe(alice.user.id)
  expect((await readAs(page, alice.token, NOTIFICATIONS)).status).toBe(200)
  await expect
    .poll(
      async () =>
        (await cacheStorageContents(page)).filter((e) => e.cache.startsWith('agora-session-'))
          .length,
    )
    .toBeGreaterThan(0)

  await page.context().setOffline(true)
  expect((await readAs(page, alice.token, NOTIFICATIONS)).status).toBe(200)

  await setCacheSessionExpiry(page, Date.now() - 1)
  expect(await readAs(page, alice.token, NOTIFICATIONS)).toEqual({
    status: 503,
    body: JSON.stringify({
      success: false,
      error: 'Cache access denied: Session expired',
      code: 'NOT_SAVED_OFFLINE',
    }),
  })

  // the tab coming back into view ends the expired session and its caches
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect.poll(() => readCacheSession(page)).toBeNull()
  expect(
    (await cacheStorageContents(page)).filter((e) => e.cache.startsWith('agora-session-')),
  ).toEqual([])
})

test("switching accounts without signing out clears the old account's cache first", async ({
  openAs,
  request,
}) => {
  const alice = await newUser(request)
  const bob = await newUser(request)
  const page = await openAs(alice, '/')
  await reloadUnderWorker(page)
  await expect.poll(async () => (await readCacheSession(page))?.userId).toBe(alice.user.id)
  const aliceSession = await readCacheSession(page)
  expect((await readAs(page, alice.token, NOTIFICATIONS)).status).toBe(200)
  await expect
    .poll(async () => (await cacheStorageContents(page)).map((e) => e.cache))
    .toContain(`agora-session-${aliceSession?.sessionId}`)

  await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
    key: AUTH_TOKEN_KEY,
    token: bob.token,
  })
  await page.reload()
  await expect.poll(async () => (await readCacheSession(page))?.userId).toBe(bob.user.id)
  expect((await cacheStorageContents(page)).map((e) => e.cache)).not.toContain(
    `agora-session-${aliceSession?.sessionId}`,
  )
})
