import type { Post } from '@agora/domain'
import type { Page } from '@playwright/test'
import { cacheStorageContents, readCacheSession } from '../support/cacheSession.ts'
import { reloadUnderWorker } from '../support/serviceWorker.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// about the service worker: its pages run under it
test.use({ serviceWorker: 'installed' })

const savedMarker = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved / })
const accountMenu = (page: Page, handle: string) =>
  page.getByRole('button', { name: `Account menu for @${handle}` })

/** Cache names holding an entry whose URL contains `part`. */
const cachesHolding = async (page: Page, part: string) =>
  (await cacheStorageContents(page))
    .filter((entry) => entry.url.includes(part))
    .map((entry) => entry.cache)

test('a signed-in person reloads offline: still signed in, reads the feed and a community they saw, and both refresh when the network returns', async ({
  openAs,
  request,
}) => {
  const author = await newUser(request)
  const reader = await newUser(request)
  const community = await apiAs<{ id: string; name: string }>(
    request,
    author,
    'post',
    '/api/communities',
    { name: uniqueName('Signed-in Readers'), description: 'Read on the night bus.', rules: [] },
  )
  const seenText = `Seen before the tunnel ${Math.random().toString(36).slice(2, 8)}`
  await apiAs<Post>(request, author, 'post', '/api/posts', {
    content: seenText,
    communityId: community.id,
  })

  const page = await openAs(reader, '/')
  await reloadUnderWorker(page)
  await expect(accountMenu(page, reader.user.handle)).toBeVisible()
  await expect(page.getByText(seenText)).toBeVisible()
  await page.goto(`/dao/${community.id}`)
  await expect(page.getByRole('heading', { name: community.name })).toBeVisible()
  await expect(page.getByText(seenText)).toBeVisible()

  // signed-in reads are kept in the reader's own session caches, never the shared area caches
  const session = await readCacheSession(page)
  expect(session?.userId).toBe(reader.user.id)
  const feedCache = `agora-session-${session?.sessionId}-agora-feed-v1`
  const communityCache = `agora-session-${session?.sessionId}-agora-communities-v1`
  await expect.poll(() => cachesHolding(page, '/api/feed?')).toContain(feedCache)
  await expect
    .poll(() => cachesHolding(page, `/api/communities/${community.id}`))
    .toContain(communityCache)
  const shared = (await cacheStorageContents(page)).filter((entry) =>
    ['agora-feed-v1', 'agora-communities-v1'].includes(entry.cache),
  )
  expect(shared).toEqual([])

  await page.context().setOffline(true)
  await page.goto('/')
  await expect(page.getByText("You're offline")).toBeVisible()
  await expect(accountMenu(page, reader.user.handle)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0)
  await expect(page.getByText(seenText)).toBeVisible()
  await expect(savedMarker(page)).toBeVisible()
  // the private cache was kept through the offline start
  expect((await readCacheSession(page))?.sessionId).toBe(session?.sessionId)

  await accountMenu(page, reader.user.handle).click()
  await expect(page.getByText('Not confirmed by the server yet')).toBeVisible()
  await accountMenu(page, reader.user.handle).click()

  await page.goto(`/dao/${community.id}`)
  await expect(page.getByRole('heading', { name: community.name })).toBeVisible()
  await expect(page.getByText(seenText)).toBeVisible()
  await expect(savedMarker(page)).toBeVisible()
  await expect(page.getByText("You're offline")).toBeVisible()

  // someone else posts while the reader is offline
  const laterText = `Written while you were away ${Math.random().toString(36).slice(2, 8)}`
  await apiAs<Post>(request, author, 'post', '/api/posts', {
    content: laterText,
    communityId: community.id,
  })
  await expect(page.getByText(laterText)).toHaveCount(0)

  await page.context().setOffline(false)
  await expect(page.getByText(laterText)).toBeVisible()
  await expect(savedMarker(page)).toHaveCount(0)
  await expect(page.getByText("You're offline")).toHaveCount(0)
  await expect(accountMenu(page, reader.user.handle)).toBeVisible()

  // the server confirmed the session: the menu no longer says otherwise
  await accountMenu(page, reader.user.handle).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await expect(page.getByText('Not confirmed by the server yet')).toHaveCount(0)
})

test("offline, Messages says so in the reader's language, and opens again when the network returns", async ({
  openAs,
  request,
}) => {
  const reader = await newUser(request)
  await apiAs(request, reader, 'put', '/api/auth/preferences', { preferences: { locale: 'es' } })
  const page = await openAs(reader, '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await reloadUnderWorker(page)

  await page.context().setOffline(true)
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: /^Mensajes/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Estás sin conexión' })).toBeVisible()
  // nothing to unlock while offline, and no worker English in the Spanish page
  await expect(page.getByRole('button', { name: /Desbloquear|Unlock/ })).toHaveCount(0)
  await expect(page.getByText('No cached response available')).toHaveCount(0)

  await page.context().setOffline(false)
  // checked again: the key's state is back (no wallet is connected in this tab)
  await expect(
    page.getByRole('heading', { name: 'Tus mensajes están cifrados de extremo a extremo' }),
  ).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Conectar billetera' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Estás sin conexión' })).toHaveCount(0)
})
