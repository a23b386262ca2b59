import { randomUUID } from 'node:crypto'
import { checkEveryWay } from '../support/axe.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// A link to a post (`?post={id}`: a notification, a shared link) opens that post with its
// thread, on the feed and in its community, or says plainly that it is gone.

const PHONE = { width: 390, height: 844 }
const FEED_PAGE = 20

test('a mention leads from the inbox to its post, thread open, though newer posts pushed it off the first page', async ({
  openAs,
  request,
}) => {
  const [alice, bob, carol] = await Promise.all([
    newUser(request),
    newUser(request),
    newUser(request),
  ])
  const text = `Meet me at the fountain, @${bob.user.handle}`
  const post = await apiAs<{ id: string }>(request, alice, 'post', '/api/posts', { content: text })
  await apiAs(request, carol, 'post', `/api/posts/${post.id}/comments`, {
    content: 'See you there',
  })
  for (let i = 0; i < FEED_PAGE; i++)
    await apiAs(request, alice, 'post', '/api/posts', { content: `Later note ${i}` })

  const page = await openAs(bob, '/notifications')
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`${alice.user.handle} mentioned you in a post`) })
    .click()
  await expect(page).toHaveURL(new RegExp(`/\\?post=${post.id}$`))
  await expect(page.getByRole('status').filter({ hasText: 'Viewing a post by' })).toContainText(
    alice.user.handle,
  )
  const selected = page.locator('article[aria-current="true"]')
  await expect(selected).toHaveCount(1)
  await expect(selected).toContainText(text)
  await expect(selected).toBeInViewport()
  await expect(selected).toBeFocused()
  await expect(selected.getByText('See you there')).toBeVisible()
  // the feed goes on below it
  await expect(page.getByRole('feed', { name: 'Latest posts' })).toContainText('Later note')

  await checkEveryWay(page, `/?post=${post.id}`)

  await page.getByRole('button', { name: 'Close post' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('article[aria-current="true"]')).toHaveCount(0)
})

test('on a phone a link selects a community post in place, and a post that is gone says so', async ({
  openAs,
  request,
}) => {
  const alice = await newUser(request)
  const community = await apiAs<{ id: string; slug: string }>(
    request,
    alice,
    'post',
    '/api/communities',
    { name: uniqueName('Fountain Club'), description: 'Where we meet.' },
  )
  const kept = await apiAs<{ id: string }>(request, alice, 'post', '/api/posts', {
    content: 'The fountain is back on',
    communityId: community.id,
  })
  const deleted = await apiAs<{ id: string }>(request, alice, 'post', '/api/posts', {
    content: 'Typo, deleting this',
  })
  await apiAs(request, alice, 'delete', `/api/posts/${deleted.id}`)

  const page = await openAs(null, `/dao/${community.slug}?post=${kept.id}`, PHONE)
  const selected = page.locator('article[aria-current="true"]')
  await expect(selected).toContainText('The fountain is back on')
  await expect(selected).toBeInViewport()
  const box = await selected.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true)
  await expect(selected.getByText('No comments yet')).toBeVisible()

  // a deleted post, on the feed: said plainly, with the feed still there
  await page.goto(`/?post=${deleted.id}`)
  const gone = page.getByRole('heading', { level: 2, name: 'Post not found' })
  await expect(gone).toBeVisible()
  await expect(page.getByText('It may have been deleted, or the link is incomplete.')).toBeVisible()
  await expect(page.getByRole('feed', { name: 'Latest posts' })).toBeVisible()
  await page.getByRole('button', { name: 'Show all posts' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(gone).toHaveCount(0)

  // a post that never was, in a community
  await page.goto(`/dao/${community.slug}?post=${randomUUID()}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Post not found' })).toBeVisible()
  await expect(page.getByRole('feed')).toContainText('The fountain is back on')
})
