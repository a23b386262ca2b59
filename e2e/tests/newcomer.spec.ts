import type { Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { collectConsoleErrors } from '../support/consoleErrors.ts'
import { openWalletTab } from '../support/messaging.ts'
import { follow, followAccountMenu } from '../support/pageTour.ts'
import { apiAs, expect, newUser, test as socialTest, uniqueName } from '../support/social.ts'
import { testWalletInfo } from '../support/wallet.ts'

/**
 * Issue 18's newcomer journey, on a server of this file's own: what trends and which
 * communities are popular depends on no other spec's posts.
 */
const test = socialTest.extend({
  baseURL: async ({ newcomerServer }, use) => use(newcomerServer.url),
})

// its tests share the one server of their own it needs: they run on one worker, in order,
// rather than each worker starting that server (the suite runs fullyParallel otherwise)
test.describe.configure({ mode: 'default' })

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

const socialColumn = (page: Page) => page.getByRole('complementary', { name: 'About Agora' })

test.describe('orders and selling from the sidebar', () => {
  test('at 1280 px both are in the sidebar and land on their pages', async ({
    openAs,
    request,
  }) => {
    const page = await openAs(await newUser(request), '/', DESKTOP)
    const sidebar = page.getByRole('navigation', { name: 'Main' })
    await sidebar.getByRole('link', { name: 'My orders' }).click()
    await expect(page).toHaveURL(/\/orders$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await sidebar.getByRole('link', { name: 'Selling' }).click()
    await expect(page).toHaveURL(/\/sell$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Seller dashboard' })).toBeVisible()
  })

  test('at 390 px both are in the menu drawer, which closes on the way', async ({
    openAs,
    request,
  }) => {
    const page = await openAs(await newUser(request), '/', PHONE)
    const menu = page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', {
      name: 'Menu',
    })
    const drawer = page.getByRole('navigation', { name: 'Main' })
    for (const [name, url, heading] of [
      ['My orders', /\/orders$/, 'My orders'],
      ['Selling', /\/sell$/, 'Seller dashboard'],
    ] as const) {
      await menu.click()
      await drawer.getByRole('link', { name }).click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(drawer).toBeHidden()
    }
  })

  test('signed out, the sidebar has neither', async ({ openAs }) => {
    const page = await openAs(null, '/', DESKTOP)
    const sidebar = page.getByRole('navigation', { name: 'Main' })
    await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'My orders' })).toHaveCount(0)
    await expect(sidebar.getByRole('link', { name: 'Selling' })).toHaveCount(0)
  })
})

test.describe('the social column only where it helps', () => {
  test('at 1280 px: beside the feed, not on the market or the account page, whose content takes its width', async ({
    openAs,
    request,
  }) => {
    const person = await newUser(request)
    const page = await openAs(person, '/', DESKTOP)
    await expect(socialColumn(page)).toBeVisible()
    const feedWidth = (await page.getByRole('main').boundingBox())?.width ?? 0

    const contentTakesTheWidth = async (path: string) => {
      await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(socialColumn(page)).toHaveCount(0)
      const width = (await page.getByRole('main').boundingBox())?.width ?? 0
      // the column (19rem) and its gap go to the content
      expect(width, path).toBeGreaterThan(feedWidth + 300)
    }
    // to each by the app's own links: the market in the sidebar, the account in its menu
    const heading = (name: string) => page.getByRole('heading', { level: 1, name })
    await follow(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }),
      /\/market$/,
      heading('Marketplace'),
    )
    await contentTakesTheWidth('/market')
    await followAccountMenu(page, 'Account', /\/account$/, heading('Account'))
    await contentTakesTheWidth('/account')
  })

  test('the service status card is for admins: a member does not see it', async ({
    openAs,
    request,
  }) => {
    const page = await openAs(await newUser(request), '/', DESKTOP)
    await expect(socialColumn(page)).toBeVisible()
    await expect(
      socialColumn(page).getByRole('heading', { name: 'Popular communities' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Service status' })).toHaveCount(0)
  })

  test('a listing without photos shows the designed placeholder and no zero counts', async ({
    openAs,
    request,
  }) => {
    const seller = await newUser(request)
    const title = uniqueName('Bare lamp')
    await apiAs(request, seller, 'post', '/api/marketplace/listings', {
      title,
      description: 'A lamp without a photo.',
      priceAmount: '0.01',
      currency: 'ETH',
      chainId: 8453,
      category: 'home',
      images: [],
      quantity: 1,
    })
    const page = await openAs(null, '/market', DESKTOP)
    const card = page.getByRole('listitem').filter({ hasText: title })
    await expect(card).toHaveCount(1)
    await expect(card.locator('.listing-placeholder')).toBeVisible()
    await expect(card.locator('.listing-placeholder')).toContainText('Home')
    await expect(card).not.toContainText(/\bviews?\b|favourites?|sold/)
  })
})

test('the right column: popular communities as tall as their rows, counts in words, names isolated', async ({
  openAs,
  request,
}) => {
  const author = await newUser(request)
  // Hebrew letters: a right-to-left name that must not pull the text after it into its direction
  const name = 'דנה כהן'
  await apiAs(request, author, 'put', `/api/users/${author.address}`, { displayName: name })
  const communityName = uniqueName('Lamp makers')
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    author,
    'post',
    '/api/communities',
    { name: communityName, description: 'Lamps.' },
  )
  const content = uniqueName('A lamp from scrap')
  const post = await apiAs<{ id: string }>(request, author, 'post', '/api/posts', {
    content,
    communityId: community.id,
  })
  const fan = await newUser(request)
  await apiAs(request, fan, 'post', `/api/communities/${community.id}/join`)
  await apiAs(request, fan, 'post', `/api/posts/${post.id}/reactions`, { type: 'like' })
  await apiAs(request, fan, 'post', `/api/posts/${post.id}/comments`, { content: 'Nice' })

  const page = await openAs(fan, '/', DESKTOP)
  const column = socialColumn(page)

  // "1 reaction · 1 comment", after the author's name and in reading order
  const item = column.getByRole('link').filter({ hasText: content })
  await expect(item).toContainText(`${name} · 1 reaction · 1 comment`)
  const order = await item.locator('.sidebar-item__meta').evaluate((meta) => {
    const bdi = meta.querySelector('bdi') as HTMLElement
    const after = bdi.nextSibling as Text
    const range = document.createRange()
    const one = (after.textContent ?? '').indexOf('1')
    range.setStart(after, one)
    range.setEnd(after, one + 1)
    return {
      nameRight: bdi.getBoundingClientRect().right,
      countLeft: range.getBoundingClientRect().left,
    }
  })
  expect(order.countLeft).toBeGreaterThanOrEqual(order.nameRight - 1)

  // the popular communities keep no room for rows they do not have
  const communities = column.getByRole('region', { name: 'Popular communities' }).getByRole('list')
  const rows = communities.getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  const listHeight = (await communities.boundingBox())?.height ?? 0
  const rowHeights = await rows.evaluateAll((items) =>
    items.reduce((sum, row) => sum + row.getBoundingClientRect().height, 0),
  )
  expect(Math.abs(listHeight - rowHeights)).toBeLessThanOrEqual(1)

  // on the post card the name is isolated, and the handle after it stays after it; the
  // community is opened from the fan's communities in the sidebar
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('list', { name: 'Your communities' })
    .getByRole('link', { name: communityName })
    .click()
  await expect(page).toHaveURL(new RegExp(`/dao/${community.slug}$`))
  // the home feed has the same card: measure the community's, once it is the page
  await expect(page.getByRole('heading', { level: 1, name: communityName })).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: content })
  const shownName = card.locator('.post-card__author')
  await expect(shownName).toHaveText(name)
  await expect(card.getByText(`@${author.user.handle}`)).toBeVisible()
  expect(await shownName.evaluate((element) => element.tagName)).toBe('BDI')
  const [nameBox, handleBox] = [
    await shownName.boundingBox(),
    await card.getByText(`@${author.user.handle}`).boundingBox(),
  ]
  expect(handleBox?.x ?? 0).toBeGreaterThanOrEqual((nameBox?.x ?? 0) + (nameBox?.width ?? 0))
})

test("at 390 px the sign-in toast moves out of the menu drawer's way", async ({
  browser,
  baseURL,
}) => {
  const { page } = await openWalletTab(browser, baseURL as string, generatePrivateKey(), PHONE)
  const toast = page.locator('.toast').filter({
    hasText: `Successfully logged in with ${testWalletInfo.name}!`,
  })
  await expect(toast).toBeVisible()

  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }).click()
  const drawer = page.getByRole('navigation', { name: 'Main' })
  await expect(drawer.getByRole('link', { name: 'My orders' })).toBeVisible()
  await expect(toast).toBeVisible()
  const toastBox = await toast.boundingBox()
  const controls = await drawer.locator('a, button').evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  )
  expect(controls.length).toBeGreaterThan(3)
  const overlaps = (a: (typeof controls)[number], b: (typeof controls)[number]) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  expect(toastBox).not.toBeNull()
  expect(controls.filter((box) => toastBox && overlaps(box, toastBox))).toEqual([])
  // and it stays above the tabs
  const tabs = await page.getByRole('navigation', { name: 'Tabs' }).boundingBox()
  expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(tabs?.y ?? 0)
  await page.context().close()
})

test('the admin sign-in tells a wrong password from a throttled one', async ({ page }) => {
  // the browser logs each refused request
  const errors = collectConsoleErrors(page, [/status of 4(01|29) .*\/api\/auth\/admin\/login\)$/])
  await page.goto('/admin/login')
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  // an e-mail no other test tries: the throttle counts per e-mail and client
  await page.getByLabel('E-mail').fill(`${uniqueName('nobody').replace(' ', '-')}@agora.test`)
  await page.getByLabel('Password').fill('a wrong guess')
  const submit = page.getByRole('button', { name: 'Sign in' })
  for (const status of [401, 401]) {
    const answer = page.waitForResponse('**/api/auth/admin/login')
    await submit.click()
    expect((await answer).status()).toBe(status)
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is wrong.')
  }
  await submit.click()
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many failed attempts\. Try again in \d+ seconds?\.$/,
  )
  expect(errors).toEqual([])
})
