import { checkEveryWay } from '../support/axe.ts'
import { listItem } from '../support/orders.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// Bookmarks: a post's footer, a proposal's page and a listing's favourite button keep an item;
// the Bookmarks page (account menu, left sidebar) lists them newest first, a tab per kind.

const PHONE = { width: 390, height: 844 }

test('bookmarks a post, a proposal and a listing, and finds them on the Bookmarks page by kind', async ({
  openAs,
  request,
}) => {
  const [author, reader] = await Promise.all([newUser(request), newUser(request)])
  const words = `Notes worth keeping ${uniqueName('#')}`
  await apiAs(request, author, 'post', '/api/posts', { content: words })
  const community = await apiAs<{ id: string }>(request, author, 'post', '/api/communities', {
    name: uniqueName('Keepers'),
    description: 'We keep things.',
  })
  const proposal = await apiAs<{ id: string }>(
    request,
    author,
    'post',
    `/api/communities/${community.id}/proposals`,
    {
      kind: 'general',
      title: 'Keep the library open late',
      body: 'Evenings are quiet.',
      votingSystem: 'basic',
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      strategy: { kind: 'member' },
    },
  )
  const title = uniqueName('Brass bookend')
  const listingId = await listItem(request, author, { title, price: '0.02', currency: 'ETH' })

  const page = await openAs(reader, '/')
  const post = page.getByRole('article').filter({ hasText: words })
  await post.getByRole('button', { name: 'Bookmark' }).click()
  await expect(post.getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.goto(`/proposals/${proposal.id}`)
  const keep = page.getByRole('button', { name: 'Bookmark' })
  await keep.click()
  await expect(keep).toHaveAttribute('aria-pressed', 'true')

  // a listing's favourite is its bookmark
  await page.goto(`/market/${listingId}`)
  await page.getByRole('button', { name: 'Favourite' }).click()
  await expect(page.getByRole('button', { name: 'Favourited' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click()
  await page.getByRole('menuitem', { name: 'Bookmarks' }).click()
  await expect(page).toHaveURL(/\/bookmarks$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible()
  const all = page.getByRole('list', { name: 'All' })
  // newest first: the listing, the proposal, the post
  await expect(all.locator(':scope > li')).toHaveCount(3)
  await expect(all.locator(':scope > li').nth(0)).toContainText(title)
  await expect(all.locator(':scope > li').nth(1)).toContainText('Keep the library open late')
  await expect(all.locator(':scope > li').nth(2)).toContainText(words)

  const tabs = page.getByRole('tablist', { name: 'Kinds of bookmarks' })
  await tabs.getByRole('tab', { name: 'Proposals' }).click()
  await expect(page).toHaveURL(/\/bookmarks\?kind=proposal$/)
  const proposals = page.getByRole('list', { name: 'Proposals' })
  await expect(proposals.locator(':scope > li')).toHaveCount(1)
  await expect(proposals.getByRole('link', { name: 'Keep the library open late' })).toBeVisible()

  await tabs.getByRole('tab', { name: 'Listings' }).click()
  const listings = page.getByRole('list', { name: 'Listings' })
  await expect(listings).toContainText(title)
  // letting the bookmark go un-favourites the listing
  await listings.getByRole('button', { name: 'Bookmark' }).click()
  await expect(page.getByText('Listings you favourite show here.')).toBeVisible()
  const read = await request.get(`/api/marketplace/listings/${listingId}`)
  expect(((await read.json()) as { data: { stats: { favorites: number } } }).data.stats).toEqual(
    expect.objectContaining({ favorites: 0 }),
  )

  await tabs.getByRole('tab', { name: 'Posts' }).click()
  const posts = page.getByRole('list', { name: 'Posts' })
  await expect(posts).toContainText(words)
  await checkEveryWay(page, 'the bookmarks page')

  // taking the bookmark off removes it from the list
  await page.setViewportSize({ width: 1280, height: 800 })
  await posts.getByRole('button', { name: 'Bookmark' }).click()
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible()
  await expect(page.getByText('Posts you bookmark show here.')).toBeVisible()
})

test('on a phone the Bookmarks page is in the menu, and asks a signed-out visitor to log in', async ({
  openAs,
  request,
}) => {
  const [author, reader] = await Promise.all([newUser(request), newUser(request)])
  const words = `Phone bookmark ${uniqueName('#')}`
  const post = await apiAs<{ id: string }>(request, author, 'post', '/api/posts', {
    content: words,
  })
  await apiAs(request, reader, 'put', `/api/bookmarks/post/${post.id}`)

  const page = await openAs(reader, '/', PHONE)
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Menu' }).click()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Bookmarks' })
    .click()
  await expect(page).toHaveURL(/\/bookmarks$/)
  const item = page.getByRole('list', { name: 'All' }).getByRole('article')
  await expect(item).toContainText(words)
  const box = await item.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true)
  await expect(item.getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  const visitor = await openAs(null, '/bookmarks', PHONE)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible()
  await expect(visitor.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Log in with e-mail' })).toBeVisible()
})
