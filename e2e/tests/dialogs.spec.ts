import { generatePrivateKey } from 'viem/accounts'
import { checkDialog, expectFocusInside, expectFocusTrapped } from '../support/dialogs.ts'
import { activate, expectVisibleFocus, tabTo } from '../support/keyboard.ts'
import { readerOfFirstMessage } from '../support/messaging.ts'
import { signInThroughApi } from '../support/session.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// every dialog, opened from the keyboard: Tab stays inside, Escape (and its own close button)
// closes it, and focus goes back to the control that opened it

test('the sign-in sheet and the wallet modal', async ({ openAs }) => {
  const page = await openAs(null, '/')
  const main = page.getByRole('main')
  const sheet = page.getByRole('dialog', { name: 'Sign in to Agora' })
  await checkDialog(page, {
    opener: main.getByRole('button', { name: 'New post' }),
    dialog: sheet,
    closeButton: sheet.getByRole('button', { name: 'Close' }),
  })
  const walletModal = page.getByRole('dialog')
  await checkDialog(page, {
    opener: page.getByRole('button', { name: 'Connect Wallet' }),
    dialog: walletModal,
    closeButton: walletModal.getByRole('button', { name: 'Close' }),
    // from the feed's New post back up to the header, past the navigation, not the whole feed
    backwards: true,
  })
})

test('the composer, a profile and joining a community', async ({ openAs, request }) => {
  const founder = await newUser(request)
  const name = uniqueName('Dialog Club')
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    founder,
    'post',
    '/api/communities',
    { name, description: 'Opened by keyboard.', rules: ['Be kind'] },
  )
  await apiAs(request, founder, 'post', '/api/posts', {
    content: `A post with an author to look at: @${founder.user.handle}`,
    communityId: community.id,
  })
  const page = await openAs(await newUser(request), `/dao/${community.slug}`)

  const composer = page.getByRole('dialog', { name: 'Create post' })
  await checkDialog(page, {
    opener: page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Create post',
    }),
    dialog: composer,
    closeButton: composer.getByRole('button', { name: 'Close' }),
  })

  const profile = page.getByRole('dialog', { name: 'Profile' })
  await checkDialog(page, {
    // a mention opens the person's profile as a preview (their name leads to their page)
    opener: page.getByRole('article').getByRole('button', { name: `@${founder.user.handle}` }),
    dialog: profile,
    closeButton: profile.getByRole('button', { name: 'Close' }),
  })

  const join = page.getByRole('dialog', { name: `Join ${name}` })
  await checkDialog(page, {
    opener: page.getByRole('main').getByRole('button', { name: 'Join', exact: true }),
    dialog: join,
    closeButton: join.getByRole('button', { name: 'Not now' }),
  })
})

test('the checkout review and, on a phone, the market filters', async ({ openAs, request }) => {
  const seller = await newUser(request)
  const title = uniqueName('Dialog lamp')
  const listing = await apiAs<{ id: string }>(
    request,
    seller,
    'post',
    '/api/marketplace/listings',
    {
      title,
      description: 'Reviewed by keyboard.',
      priceAmount: '0.01',
      currency: 'ETH',
      chainId: 8453,
      category: 'home',
      images: [],
      quantity: 1,
    },
  )
  const buyer = await newUser(request)
  const page = await openAs(buyer, `/market/${listing.id}`)
  const review = page.getByRole('dialog', { name: 'Review your order' })
  await checkDialog(page, {
    opener: page.getByRole('button', { name: 'Buy', exact: true }),
    dialog: review,
    closeButton: review.getByRole('button', { name: 'Back' }),
    presses: 14,
  })

  // the same tab, now a phone's width, goes to the market by its bottom tab
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Market' }).click()
  await expect(page).toHaveURL(/\/market$/)
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  const filters = page.getByRole('dialog', { name: 'Filters' })
  await checkDialog(page, {
    opener: page.getByRole('button', { name: 'Filters', exact: true }),
    dialog: filters,
    closeButton: filters.getByRole('button', { name: 'Show results' }),
  })
})

test('the welcome step, opened by the first sign-in rather than a control', async ({
  openAs,
  request,
}) => {
  const person = await signInThroughApi(request, generatePrivateKey(), { welcome: true })
  const page = await openAs(person, '/')
  const welcome = page.getByRole('dialog', { name: 'Welcome to Agora' })
  await expect(welcome).toBeVisible()
  await expectFocusInside(welcome)
  await expectFocusTrapped(page, welcome)
  await page.keyboard.press('Escape')
  await expect(welcome).toHaveCount(0)
  // nothing opened it: focus goes to the page's content, and Tab goes on from there
  const main = page.getByRole('main')
  await expect(main).toBeFocused()
  await page.keyboard.press('Tab')
  await expect.poll(() => main.evaluate((m) => m.contains(document.activeElement))).toBe(true)
  await expectVisibleFocus(page)
})

test('the appearance popover takes focus and gives it back on Escape', async ({ openAs }) => {
  const page = await openAs(null, '/')
  const opener = page.getByRole('button', { name: 'Appearance settings' })
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const popover = page.getByRole('dialog', { name: 'Appearance settings' })
  await expect(popover).toBeVisible()
  await expectFocusInside(popover)
  // its controls load with its first opening: a Tab pressed before they are there leaves it
  await expect(popover.getByRole('combobox', { name: 'Language' })).toBeVisible()
  // a popover, not a modal: Tab walks its controls in order, a radio group being one stop
  for (const stop of [
    popover.getByRole('combobox', { name: 'Language' }),
    popover.getByRole('radio', { name: 'System' }),
    popover.getByRole('radio', { name: 'Blue' }),
    popover.getByRole('radio', { name: 'Medium' }),
    popover.getByRole('switch', { name: /^Animations/ }),
  ]) {
    await page.keyboard.press('Tab')
    await expect(stop).toBeFocused()
    await expectVisibleFocus(page)
  }
  await page.keyboard.press('Escape')
  await expect(popover).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('reporting a conversation', async ({ browser, baseURL, request }) => {
  const { page, sender } = await readerOfFirstMessage(
    request,
    browser,
    baseURL ?? '',
    'buy my followers',
  )
  await activate(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ }),
  )
  await activate(page, page.getByRole('button', { name: 'Unlock messages' }))
  const conversations = page.getByRole('navigation', { name: 'Conversations' })
  await activate(page, conversations.getByRole('link', { name: new RegExp(sender.user.handle) }))
  const report = page.getByRole('dialog', { name: 'Report this conversation' })
  await checkDialog(page, {
    opener: page.getByRole('main').getByRole('button', { name: 'Report', exact: true }),
    dialog: report,
    closeButton: report.getByRole('button', { name: 'Cancel' }),
  })
  await page.context().close()
})
