import { activate, expectVisibleFocus, tabTo } from '../support/keyboard.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// @NOTE these journeys use the keyboard alone: no clicks, no fill(); only Tab, Shift+Tab,
// Enter, Space, Escape and typing into the field that has focus

test('signs in with the demo wallet from "Connect Wallet"', async ({ openAs }) => {
  const page = await openAs(null, '/')
  await activate(page, page.getByRole('button', { name: 'Connect Wallet' }))
  const walletModal = page.getByRole('dialog')
  await expect(walletModal).toBeVisible()
  await activate(page, walletModal.getByRole('button', { name: 'Demo wallet' }))
  await expect(page.getByText('Successfully logged in with Demo wallet!')).toBeVisible()

  // a first sign-in opens the welcome step; Escape closes it like "Skip for now"
  const welcome = page.getByRole('dialog', { name: 'Welcome to Agora' })
  await expect(welcome).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(welcome).toHaveCount(0)
  // the button that opened the wallet is gone, so focus went to the page's main content; the
  // account menu is in the header, before it (after it come as many posts as the feed holds)
  await tabTo(page, page.getByRole('button', { name: /^Account menu for @user_0x/ }), {
    backwards: true,
  })
})

test('writes a post', async ({ openAs, request }) => {
  const person = await newUser(request)
  const page = await openAs(person, '/')
  await activate(page, page.getByRole('main').getByRole('button', { name: 'New post' }))
  const composer = page.getByRole('dialog', { name: 'Create post' })
  // the composer opens with the text field focused
  const text = composer.getByLabel('Post text')
  await expect(text).toBeFocused()
  await expectVisibleFocus(page)
  const words = `Typed without a mouse ${uniqueName('#keys')}`
  await page.keyboard.type(words)
  await activate(page, composer.getByRole('button', { name: 'Post', exact: true }))
  await expect(page.getByText('Your post is live')).toBeVisible()
  await expect(composer).toHaveCount(0)
  await expect(page.getByRole('article').filter({ hasText: words })).toBeVisible()
})

test('reacts to a post, and takes the reaction back', async ({ openAs, request }) => {
  const author = await newUser(request)
  const words = `React to me ${uniqueName('please')}`
  await apiAs(request, author, 'post', '/api/posts', { content: words })
  const page = await openAs(await newUser(request), '/')
  const post = page.getByRole('article').filter({ hasText: words })

  await tabTo(page, post.getByRole('button', { name: 'Like, 0' }), { max: 80 })
  await page.keyboard.press('Enter')
  const liked = post.getByRole('button', { name: 'Like, 1' })
  await expect(liked).toHaveAttribute('aria-pressed', 'true')
  await expect(liked).toBeFocused()
  // Space presses a button too
  await tabTo(page, post.getByRole('button', { name: 'Fire, 0' }))
  await page.keyboard.press('Space')
  await expect(post.getByRole('button', { name: 'Fire, 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await tabTo(page, liked, { backwards: true })
  await page.keyboard.press('Enter')
  await expect(post.getByRole('button', { name: 'Like, 0' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('joins a community after reading its rules', async ({ openAs, request }) => {
  const founder = await newUser(request)
  const name = uniqueName('Keyboard Club')
  const community = await apiAs<{ slug: string }>(request, founder, 'post', '/api/communities', {
    name,
    description: 'For people who Tab.',
    rules: ['Mice stay outside'],
  })
  const page = await openAs(await newUser(request), `/dao/${community.slug}`)
  const join = page.getByRole('main').getByRole('button', { name: 'Join', exact: true })
  await activate(page, join)
  const dialog = page.getByRole('dialog', { name: `Join ${name}` })
  await expect(dialog.getByText('Mice stay outside')).toBeVisible()
  await activate(page, dialog.getByRole('button', { name: 'Agree and join' }))
  await expect(page.getByText(`Welcome to ${name}!`)).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('button', { name: 'Leave' })).toBeVisible()
})
