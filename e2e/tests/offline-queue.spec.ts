import type { Post } from '@agora/domain'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminToken } from '../support/admin.ts'
import { axeOn, paintWorstBackground } from '../support/axe.ts'
import {
  ageCacheEntries,
  navigationPreloadState,
  offlineDataSchema,
  pendingSyncTags,
  storedWrites,
} from '../support/offlineData.ts'
import { reloadUnderWorker } from '../support/serviceWorker.ts'
import { AUTH_TOKEN_KEY } from '../support/session.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// about the service worker: its pages run under it
test.use({ serviceWorker: 'installed' })

/** Posts with this exact text on the feed (everyone's, or one community's), as the server has them. */
async function postsWithText(request: APIRequestContext, text: string, communityId?: string) {
  const feed = await request.get('/api/feed', {
    params: { limit: 50, ...(communityId ? { communityId } : {}) },
  })
  const { data } = (await feed.json()) as { data: Post[] }
  return data.filter((post) => post.content === text)
}

const queuePanel = (page: Page) => page.getByRole('region', { name: /^Waiting to send/ })

/** Text in the queue panel too faint to read, as the panel is drawn now. */
async function queuePanelContrast(page: Page) {
  await paintWorstBackground(page)
  const { violations } = await axeOn(page)
    .include('.offline-queue')
    .withRules(['color-contrast'])
    .analyze()
  return violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))
}

async function openComposer(page: Page) {
  await page.getByRole('button', { name: 'New post', exact: true }).first().click()
  const composer = page.getByRole('dialog', { name: 'Create post' })
  await expect(composer.getByRole('textbox', { name: 'Post text' })).toBeVisible()
  return composer
}

test("another account signing in on the same browser never sees, sends or reads the first account's queued post", async ({
  openAs,
  request,
}) => {
  const alice = await newUser(request)
  const bob = await newUser(request)
  const text = `Alice wrote this offline ${Date.now()}`

  const page = await openAs(alice, '/')
  await reloadUnderWorker(page)
  await page.context().setOffline(true)
  const composer = await openComposer(page)
  await composer.getByRole('textbox', { name: 'Post text' }).fill(text)
  await composer.getByRole('button', { name: 'Post' }).click()
  await expect(queuePanel(page)).toContainText(`Post: ${text}`)
  expect(await storedWrites(page)).toMatchObject([{ store: 'posts', userId: alice.user.id }])

  // alice signs out with the network still off: her post has not gone anywhere
  await page.getByRole('button', { name: /^Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()

  await page.context().setOffline(false)
  await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
    key: AUTH_TOKEN_KEY,
    token: bob.token,
  })
  await page.reload()
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible()

  // bob's session finds nothing of alice's in IndexedDB, and the app shows nothing of it
  await expect.poll(() => storedWrites(page)).toEqual([])
  await expect(queuePanel(page)).toHaveCount(0)
  await expect(page.getByText(text)).toHaveCount(0)

  // nobody sent it: not as bob, not as alice
  expect(await postsWithText(request, text)).toEqual([])
})

test('a queued post the server refuses shows why, stays until discarded, and is not sent again', async ({
  openAs,
  request,
}) => {
  const founder = await newUser(request)
  const writer = await newUser(request)
  const community = await apiAs<{ id: string; name: string }>(
    request,
    founder,
    'post',
    '/api/communities',
    { name: uniqueName('Night Trains'), description: 'Sleeper services.', rules: [] },
  )
  await apiAs(request, writer, 'post', `/api/communities/${community.id}/join`)
  const text = `For the sleeper fans ${Date.now()}`

  const page = await openAs(writer, '/')
  await reloadUnderWorker(page)
  const composer = await openComposer(page)
  const target = composer.getByRole('combobox', { name: /^Post to/ })
  await expect(target.getByRole('option', { name: community.name })).toBeAttached()
  await target.selectOption({ label: community.name })

  await page.context().setOffline(true)
  await composer.getByRole('textbox', { name: 'Post text' }).fill(text)
  await composer.getByRole('button', { name: 'Post' }).click()
  await expect(queuePanel(page)).toContainText('Waiting to send (1)')

  // while the post waits, the writer leaves the community (from another device)
  await apiAs(request, writer, 'post', `/api/communities/${community.id}/leave`)
  await page.context().setOffline(false)

  const item = queuePanel(page).getByRole('listitem').filter({ hasText: text })
  await expect(item.getByRole('alert')).toHaveText(
    'This post was not sent: Join this community to do that',
  )
  await expect(item).not.toContainText('Waiting to send')
  // readable in either theme (it was drawn white on white in the dark one)
  expect(await queuePanelContrast(page)).toEqual([])
  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await queuePanelContrast(page)).toEqual([])

  // the next start does not send it again: it keeps its reason until discarded
  await page.reload()
  await expect(item.getByRole('alert')).toHaveText(
    'This post was not sent: Join this community to do that',
  )
  expect(await storedWrites(page)).toMatchObject([
    { store: 'posts', error: 'This post was not sent: Join this community to do that' },
  ])
  expect(await postsWithText(request, text, community.id)).toEqual([])

  await item.getByRole('button', { name: 'Discard' }).click()
  await expect(queuePanel(page)).toHaveCount(0)
  expect(await storedWrites(page)).toEqual([])
  expect(await postsWithText(request, text, community.id)).toEqual([])
})

test('OfflineData is version 1 with the spec §3 stores and indexes', async ({
  openAs,
  request,
}) => {
  const person = await newUser(request)
  const page = await openAs(person, '/')
  // the signed-in page opens it for its cache session
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .toContain('OfflineData')

  const schema = await offlineDataSchema(page)
  expect(schema.version).toBe(1)
  expect(schema.stores).toEqual([
    {
      name: 'cache',
      keyPath: 'key',
      autoIncrement: false,
      indexes: [{ name: 'timestamp', keyPath: 'timestamp' }],
    },
    {
      name: 'posts',
      keyPath: 'id',
      autoIncrement: true,
      indexes: [{ name: 'timestamp', keyPath: 'timestamp' }],
    },
    {
      name: 'reactions',
      keyPath: 'id',
      autoIncrement: true,
      indexes: [{ name: 'postId', keyPath: 'postId' }],
    },
  ])
})

// Chromium's headless shell has no Background Sync: the full browser runs this one
test('an offline post registers the post-sync background sync, a reaction reaction-sync', {
  tag: '@full-chromium',
}, async ({ openAs, request }) => {
  const author = await newUser(request)
  const reader = await newUser(request)
  const target = await apiAs<Post>(request, author, 'post', '/api/posts', {
    content: `Platform 9 ${Date.now()}`,
  })
  const page = await openAs(reader, '/')
  await reloadUnderWorker(page)
  expect(await pendingSyncTags(page)).toEqual([])

  await page.context().setOffline(true)
  const composer = await openComposer(page)
  await composer.getByRole('textbox', { name: 'Post text' }).fill(`Under the tracks ${Date.now()}`)
  await composer.getByRole('button', { name: 'Post' }).click()
  await expect(queuePanel(page)).toContainText('Waiting to send (1)')
  await expect.poll(() => pendingSyncTags(page)).toContain('post-sync')

  const post = page.getByRole('article').filter({ hasText: target.content })
  await post.getByRole('button', { name: 'Like, 0' }).click()
  await expect(queuePanel(page)).toContainText('Waiting to send (2)')
  await expect.poll(() => pendingSyncTags(page)).toContain('reaction-sync')

  // back online, the syncs fire and the queue empties
  await page.context().setOffline(false)
  await expect(queuePanel(page)).toHaveCount(0)
  await expect.poll(() => pendingSyncTags(page)).toEqual([])
})

test('the worker turns on navigation preload with the header value enhanced-cache', async ({
  openAs,
}) => {
  const page = await openAs(null, '/')
  await reloadUnderWorker(page)
  expect(await navigationPreloadState(page)).toEqual({
    enabled: true,
    headerValue: 'enhanced-cache',
  })
})

test('"Remove expired" in the admin area\'s This device removes the entries past their lifetime and says how many', async ({
  openAs,
  request,
}) => {
  const admin = await adminToken(request)
  // read anonymously first: public answers are what the area caches keep
  const page = await openAs(null, '/')
  await reloadUnderWorker(page)
  const cachedFeed = () =>
    page.evaluate(async () => (await (await caches.open('agora-feed-v1')).keys()).length)
  // the worker stores the feed's answer after handing it to the page: under load, a moment later
  await expect.poll(cachedFeed).toBeGreaterThan(0)
  await page.evaluate(({ key, token }) => localStorage.setItem(key, token), {
    key: AUTH_TOKEN_KEY,
    token: admin,
  })
  await page.goto('/admin/device')
  const storage = page.getByRole('table', { name: 'Offline data per area' })
  const feedEntries = storage.getByRole('row', { name: /^feed/ }).getByRole('cell').first()
  await expect(feedEntries).not.toHaveText('0')

  const aged = await ageCacheEntries(page, 'agora-feed-v1')
  expect(aged).toBeGreaterThan(0)
  expect(await cachedFeed()).toBe(aged)

  await page.getByRole('button', { name: 'Remove expired' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Removed/ })).toHaveText(
    aged === 1 ? 'Removed 1 expired entry.' : `Removed ${aged} expired entries.`,
  )
  expect(await cachedFeed()).toBe(0)
  await expect(feedEntries).toHaveText('0')

  // with nothing past its lifetime, nothing goes
  await page.getByRole('button', { name: 'Remove expired' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Removed/ })).toHaveText(
    'Removed 0 expired entries.',
  )
})
