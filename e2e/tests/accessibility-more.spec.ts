import { randomUUID } from 'node:crypto'
import { type Browser, test as base, type Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { E2E_ADMIN } from '../support/admin.ts'
import { checkEveryWay } from '../support/axe.ts'
import { readerOfFirstMessage } from '../support/messaging.ts'
import { reviewSheetOf } from '../support/orders.ts'
import { type ApiSession, bearer, signInThroughApi, useSession } from '../support/session.ts'
import { apiAs, expect, newPerson, test, uniqueName } from '../support/social.ts'

// the routes accessibility.spec.ts leaves out, held to the same rule: no serious or critical
// WCAG 2.2 A/AA violation in light, dark or at 390 px

/** A tab of its own on `path`, signed in with `token` (or not), once the page has settled. */
async function open(browser: Browser, baseURL: string, token: string | null, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  if (token) await useSession(page, token)
  await page.goto(path)
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  return page
}

// the admin is the shared e2e server's (see support/globalSetup.ts)
base(
  'the admin area: sign-in, people, verifications, reports and the audit log',
  async ({ browser, baseURL, request }) => {
    base.setTimeout(300_000)
    const url = baseURL ?? ''
    const member = await signInThroughApi(request, generatePrivateKey())
    const submitted = await request.post('/api/auth/kyc/initiate', {
      headers: bearer(member.token),
      data: {
        tier: 'basic',
        documents: [{ type: 'passport', reference: 'P-4711', country: 'DE' }],
      },
    })
    expect(submitted.status()).toBe(201)
    const login = await request.post('/api/auth/admin/login', { data: E2E_ADMIN })
    expect(login.ok()).toBe(true)
    const { token } = ((await login.json()) as { data: { token: string } }).data

    await checkEveryWay(await open(browser, url, null, '/admin/login'), '/admin/login')
    for (const path of ['/admin', '/admin/kyc', '/admin/reports', '/admin/audit']) {
      const page = await open(browser, url, token, path)
      await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible()
      await checkEveryWay(page, path)
    }
    // the member's side of a verification waiting for review
    const pending = await open(browser, url, member.token, '/account/verification')
    await checkEveryWay(pending, '/account/verification, pending')
  },
)

/** A listing on Base by `seller`, for the checkout and order pages. */
function listLamp(request: Parameters<typeof apiAs>[0], seller: ApiSession) {
  return apiAs<{ id: string }>(request, seller, 'post', '/api/marketplace/listings', {
    title: uniqueName('Axe lamp'),
    description: 'Checked on every page of a sale.',
    priceAmount: '0.01',
    currency: 'ETH',
    chainId: 8453,
    category: 'home',
    images: [],
    quantity: 3,
  })
}

test('the checkout review, an order for buyer and seller, and the seller area', async ({
  openAs,
  request,
}) => {
  // nine pages, each checked three ways, with a payment on the local chain in between
  test.setTimeout(480_000)
  const [seller, buyer] = [await newPerson(request), await newPerson(request)]
  const listing = await listLamp(request, seller)

  const listingPage = await openAs(buyer, `/market/${listing.id}`)
  await checkEveryWay(listingPage, 'the checkout review', {
    prepare: async (page: Page) => {
      await page.getByRole('button', { name: 'Buy', exact: true }).click()
      await expect(reviewSheetOf(page).getByRole('button', { name: 'Back' })).toBeVisible()
    },
    undo: async (page: Page) => {
      await page.keyboard.press('Escape')
      await expect(reviewSheetOf(page)).toHaveCount(0)
    },
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
  await checkEveryWay(await openAs(buyer, `/orders/${orderId}`), 'an order, its buyer')
  await checkEveryWay(await openAs(seller, `/orders/${orderId}`), 'an order, its seller')

  for (const path of [
    '/sell/listings',
    '/sell/orders',
    '/sell/notifications',
    '/sell/analytics',
    '/sell/profile',
    `/sell/listings/${listing.id}/edit`,
    `/store/${seller.address}`,
  ])
    await checkEveryWay(await openAs(seller, path), path)
})

test('a proposal of a community', async ({ openAs, request }) => {
  test.setTimeout(180_000)
  const founder = await newPerson(request)
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    founder,
    'post',
    '/api/communities',
    { name: uniqueName('Axe DAO'), description: 'We vote.', rules: ['Be kind'] },
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
  await checkEveryWay(await openAs(founder, `/proposals/${proposal.id}`), 'a proposal')
  await checkEveryWay(
    await openAs(founder, `/dao/${community.slug}?tab=proposals`),
    'a community’s proposals',
  )
})

test('an open conversation in messages', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000)
  const { page, sender } = await readerOfFirstMessage(
    request,
    browser,
    baseURL ?? '',
    'Is the lamp still there?',
  )
  await page.goto('/messages')
  await page.getByRole('button', { name: 'Unlock messages' }).click()
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
