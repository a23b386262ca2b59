import { randomUUID } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { adminToken } from '../support/admin.ts'
import { checkEveryWay } from '../support/axe.ts'
import { submitKycThroughApi } from '../support/kyc.ts'
import { readerOfFirstMessage, unlockMessages } from '../support/messaging.ts'
import { reviewSheetOf } from '../support/orders.ts'
import { backToDesktop, follow } from '../support/pageTour.ts'
import { type ApiSession, bearer, signInThroughApi, useSession } from '../support/session.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// the routes accessibility.spec.ts leaves out, held to the same rule: no serious or critical
// WCAG 2.2 A/AA violation in light, dark or at 390 px. One tab per person goes from page to
// page by the app's own links; each page opens in the theme a tab of its own would (the one
// the person chose last, so the theme checkEveryWay switched to), then the other, then 390 px.

/** A tab of its own on `path`, signed in with `token` (or not), once the page has settled. */
async function open(browser: Browser, baseURL: string, token: string | null, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  if (token) await useSession(page, token)
  await page.goto(path)
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  return page
}

// the admin is the one the worker's server starts with (fixtures.ts `agora`)
test('the admin area: sign-in, people, verifications, reports and the audit log', async ({
  browser,
  baseURL,
  request,
}) => {
  // seven pages, each checked three ways: twenty-one axe runs
  test.setTimeout(90_000)
  const url = baseURL ?? ''
  const member = await signInThroughApi(request, generatePrivateKey())
  await submitKycThroughApi(request, member.token, 'basic', [
    { type: 'passport', reference: 'P-4711', country: 'DE' },
  ])
  const token = await adminToken(request)

  await checkEveryWay(await open(browser, url, null, '/admin/login'), '/admin/login')

  // the admin's tab goes through the area by its section tabs
  const admin = await open(browser, url, token, '/admin')
  const sections = admin.getByRole('navigation', { name: 'Admin sections' })
  for (const [path, tab, heading] of [
    ['/admin', null, 'Users'],
    ['/admin/kyc', 'Verifications', 'Verifications to review'],
    ['/admin/reports', 'Reports', 'Reports'],
    ['/admin/audit', 'Audit log', 'Audit log'],
    ['/admin/device', 'This device', 'This device'],
  ] as const) {
    if (tab) {
      await backToDesktop(admin)
      await follow(admin, sections.getByRole('link', { name: tab }), new RegExp(`${path}$`))
    }
    await expect(admin.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible()
    await expect(admin.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
    await checkEveryWay(admin, path)
  }
  // the member's side of a verification waiting for review
  const pending = await open(browser, url, member.token, '/account/verification')
  // the status card fades in once the member's state arrives: checked after it is there
  await expect(pending.getByText('Verification pending')).toBeVisible()
  await checkEveryWay(pending, '/account/verification, pending')
})

/** A listing on Base by `seller`, for the checkout and order pages. */
function listLamp(request: Parameters<typeof apiAs>[0], seller: ApiSession) {
  return apiAs<{ id: string; title: string }>(
    request,
    seller,
    'post',
    '/api/marketplace/listings',
    {
      title: uniqueName('Axe lamp'),
      description: 'Checked on every page of a sale.',
      priceAmount: '0.01',
      currency: 'ETH',
      chainId: 8453,
      category: 'home',
      images: [],
      quantity: 3,
    },
  )
}

test('the checkout review, an order for buyer and seller, and the seller area', async ({
  openAs,
  request,
}) => {
  // ten pages, each checked three ways: thirty axe runs
  test.setTimeout(180_000)
  const [seller, buyer] = [await newUser(request), await newUser(request)]
  const listing = await listLamp(request, seller)

  const buyerTab = await openAs(buyer, `/market/${listing.id}`)
  const closeReview = async (page: Page) => {
    await page.keyboard.press('Escape')
    await expect(reviewSheetOf(page)).toHaveCount(0)
  }
  await checkEveryWay(buyerTab, 'the checkout review', {
    prepare: async (page: Page) => {
      await page.getByRole('button', { name: 'Buy', exact: true }).click()
      await expect(reviewSheetOf(page).getByRole('button', { name: 'Back' })).toBeVisible()
    },
    undo: closeReview,
  })

  const order = await request.post('/api/marketplace/orders', {
    headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
    data: {
      listingId: listing.id,
      quantity: 1,
      shippingAddress: {
        name: 'Ada Lovelace',
        line1: '12 St James’s Square',
        line2: '',
        city: 'London',
        region: '',
        postalCode: 'SW1Y 4JH',
        country: 'United Kingdom',
      },
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  const orderId = ((await order.json()) as { data: { id: string } }).data.id
  const orderPage = new RegExp(`/orders/${orderId}$`)
  const orderHeading = (page: Page) =>
    page.getByRole('heading', { level: 1, name: listing.title, exact: true })

  // the buyer finds the order among theirs
  await closeReview(buyerTab)
  await backToDesktop(buyerTab)
  const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' })
  await follow(
    buyerTab,
    mainNavigation(buyerTab).getByRole('link', { name: 'My orders' }),
    /\/orders$/,
  )
  await follow(
    buyerTab,
    buyerTab.getByRole('link', { name: new RegExp(listing.title) }),
    orderPage,
    orderHeading(buyerTab),
  )
  await checkEveryWay(buyerTab, 'an order, its buyer')

  const sellerTab = await openAs(seller, `/orders/${orderId}`)
  await expect(orderHeading(sellerTab)).toBeVisible()
  await checkEveryWay(sellerTab, 'an order, its seller')

  // the seller area, section by section
  await backToDesktop(sellerTab)
  await follow(
    sellerTab,
    mainNavigation(sellerTab).getByRole('link', { name: 'Selling' }),
    /\/sell$/,
    sellerTab.getByRole('heading', { level: 1, name: 'Seller dashboard' }),
  )
  const sections = sellerTab.getByRole('navigation', { name: 'Seller sections' })
  for (const [section, path] of [
    ['Listings', '/sell/listings'],
    ['Orders', '/sell/orders'],
    ['Notifications', '/sell/notifications'],
    ['Analytics', '/sell/analytics'],
    ['Profile', '/sell/profile'],
  ] as const) {
    await follow(sellerTab, sections.getByRole('link', { name: section }), new RegExp(`${path}$`))
    await expect(sections.getByRole('link', { name: section })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await checkEveryWay(sellerTab, path)
    await backToDesktop(sellerTab)
  }

  // the listing's editor, from the listing in the seller's own list
  await follow(sellerTab, sections.getByRole('link', { name: 'Listings' }), /\/sell\/listings$/)
  await follow(
    sellerTab,
    sellerTab.getByRole('link', { name: new RegExp(listing.title) }),
    new RegExp(`/market/${listing.id}$`),
  )
  await follow(
    sellerTab,
    sellerTab.getByRole('link', { name: 'Edit listing' }),
    new RegExp(`/sell/listings/${listing.id}/edit$`),
    sellerTab.getByRole('heading', { level: 1, name: 'Edit listing' }),
  )
  await checkEveryWay(sellerTab, `/sell/listings/${listing.id}/edit`)

  // the public store, by the seller area's link to it
  await backToDesktop(sellerTab)
  await follow(
    sellerTab,
    mainNavigation(sellerTab).getByRole('link', { name: 'Selling' }),
    /\/sell$/,
  )
  await follow(
    sellerTab,
    sellerTab.getByRole('link', { name: 'public page' }),
    new RegExp(`/store/${seller.address}$`, 'i'),
    sellerTab.getByRole('heading', { level: 1, name: seller.user.handle }),
  )
  await checkEveryWay(sellerTab, `/store/${seller.address}`)
})

test('a proposal of a community', async ({ openAs, request }) => {
  const founder = await newUser(request)
  const name = uniqueName('Axe DAO')
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    founder,
    'post',
    '/api/communities',
    { name, description: 'We vote.', rules: ['Be kind'] },
  )
  const proposal = await apiAs<{ id: string }>(
    request,
    founder,
    'post',
    `/api/communities/${community.id}/proposals`,
    {
      kind: 'general',
      title: 'Plant tomatoes this spring',
      body: '## Why\n\nTomatoes are **easy**.',
      votingSystem: 'basic',
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      strategy: { kind: 'member' },
    },
  )
  const page = await openAs(founder, `/proposals/${proposal.id}`)
  await checkEveryWay(page, 'a proposal')

  // back to the community's proposals, by the proposal's own link
  await backToDesktop(page)
  await follow(
    page,
    page.getByRole('link', { name: `← ${name} proposals` }),
    new RegExp(`/dao/${community.slug}\\?section=proposals$`),
  )
  const tabs = page.getByRole('tablist', { name: 'Community' })
  await expect(tabs.getByRole('tab', { name: 'Proposals' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('main').getByText('Plant tomatoes this spring')).toBeVisible()
  await checkEveryWay(page, 'a community’s proposals')

  // its posts: what /dao/{slug}?tab=proposals showed (the community page reads `section`)
  await backToDesktop(page)
  await tabs.getByRole('tab', { name: 'Posts' }).click()
  await expect(tabs.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true')
  // the list, not just the tab: the proposal's card (its own chunk), announced when it opened
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Plant tomatoes this spring' }),
  ).toContainText('Voting closes')
  await checkEveryWay(page, 'a community’s posts, with a proposal’s card')
})

test('an open conversation in messages', async ({ browser, baseURL, request }) => {
  const { page, sender } = await readerOfFirstMessage(
    request,
    browser,
    baseURL ?? '',
    'Is the lamp still there?',
  )
  await unlockMessages(page)
  await page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(sender.user.handle) })
    .click()
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(
    'Is the lamp still there?',
  )
  await checkEveryWay(page, 'a conversation')
  await page.context().close()
})
