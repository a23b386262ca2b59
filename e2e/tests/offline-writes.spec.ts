import type { Comment, Post } from '@agora/domain'
import type { APIRequestContext, Page } from '@playwright/test'
import { reloadUnderWorker } from '../support/serviceWorker.ts'
import { bearer, useSession } from '../support/session.ts'
import { apiAs, expect, newUser, test } from '../support/social.ts'

// about the service worker: its pages run under it
test.use({ serviceWorker: 'installed' })

/** Posts on the home feed with this exact text, as the server has them. */
async function postsWithText(request: APIRequestContext, text: string) {
  const feed = await request.get('/api/feed?limit=50')
  const { data } = (await feed.json()) as { data: Post[] }
  return data.filter((post) => post.content === text)
}

/** Writes kept in the browser's spec §3 OfflineData database. */
const queuedInBrowser = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('OfflineData')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction('posts').objectStore('posts').count()
          count.onsuccess = () => {
            resolve(count.result)
            open.result.close()
          }
        }
      }),
  )

const queuePanel = (page: Page) => page.getByRole('region', { name: /^Waiting to send/ })

test('a post, a comment and a reaction written offline are each sent exactly once when the network returns', async ({
  openAs,
  request,
}) => {
  const author = await newUser(request)
  const reader = await newUser(request)
  const target = await apiAs<Post>(request, author, 'post', '/api/posts', {
    content: `Waiting for the train ${Date.now()}`,
  })
  const postText = `Written in a tunnel ${Date.now()}`
  const commentText = `Replying from a tunnel ${Date.now()}`

  const page = await openAs(reader, '/')
  await reloadUnderWorker(page)
  const post = page.getByRole('article').filter({ hasText: target.content })
  await post.getByRole('button', { name: /^\d+ comments?$/ }).click()
  await expect(post.getByRole('textbox', { name: 'Write a comment' })).toBeVisible()

  await page.context().setOffline(true)
  await page.getByRole('button', { name: 'New post', exact: true }).first().click()
  const composer = page.getByRole('dialog', { name: 'Create post' })
  await composer.getByRole('textbox', { name: 'Post text' }).fill(postText)
  await composer.getByRole('button', { name: 'Post' }).click()
  await expect(composer).toHaveCount(0)

  await post.getByRole('textbox', { name: 'Write a comment' }).fill(commentText)
  await post.getByRole('button', { name: 'Comment', exact: true }).click()
  await expect(post.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('')

  // the queue's panel floats over the lower left; the page scrolls the button clear of it
  const like = post.getByRole('button', { name: 'Like, 0' })
  await like.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await like.click()
  await expect(post.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true')

  const queue = queuePanel(page)
  await expect(queue).toContainText('Waiting to send (3)')
  await expect(queue).toContainText(`Post: ${postText}`)
  await expect(queue).toContainText(`Comment: ${commentText}`)
  await expect(queue).toContainText('Reaction: like')
  expect(await postsWithText(request, postText)).toEqual([])
  // the post shows where it will appear, at the top of the feed, marked as not sent yet
  const waiting = page.getByRole('list', { name: 'Posts waiting to be sent' })
  await expect(waiting.getByRole('article')).toContainText(postText)
  await expect(waiting).toContainText("Waiting to send: it posts when you're back online")

  await page.context().setOffline(false)
  await expect(queue).toHaveCount(0)
  // once sent it is an ordinary post of the feed, shown once
  await expect(waiting).toHaveCount(0)
  const feed = page.getByRole('feed', { name: 'Latest posts' })
  await expect(feed.getByRole('article').filter({ hasText: postText })).toHaveCount(1)

  expect(await postsWithText(request, postText)).toHaveLength(1)
  const comments = await request.get(`/api/posts/${target.id}/comments`)
  const { data } = (await comments.json()) as { data: Comment[] }
  expect(data.filter((comment) => comment.content === commentText)).toHaveLength(1)
  const after = await request.get(`/api/posts/${target.id}`, { headers: bearer(reader.token) })
  expect(((await after.json()) as { data: Post }).data.reactions.like).toBe(1)
})

test('a flush cut off mid-way, then the page closed, still writes once', async ({
  browser,
  baseURL,
  request,
}) => {
  const writer = await newUser(request)
  const text = `Sent as the tab closed ${Date.now()}`
  // no worker here: the test's own interception must see the page's request
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
  const page = await context.newPage()
  await useSession(page, writer.token)
  await page.goto('/')
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  await page.getByRole('button', { name: 'New post', exact: true }).first().click()
  const composer = page.getByRole('dialog', { name: 'Create post' })
  await expect(composer.getByRole('textbox', { name: 'Post text' })).toBeVisible()

  await context.setOffline(true)
  await composer.getByRole('textbox', { name: 'Post text' }).fill(text)
  await composer.getByRole('button', { name: 'Post' }).click()
  await expect(queuePanel(page)).toContainText('Waiting to send (1)')

  // the first replay reaches the server, but its answer never comes back
  let delivered = 0
  await page.route('**/api/posts', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    delivered += 1
    await route.fetch()
    await route.abort('connectionreset')
  })
  await context.setOffline(false)
  await expect.poll(() => delivered).toBe(1)
  await expect.poll(async () => (await postsWithText(request, text)).length).toBe(1)
  // no answer came: for this tab the post still waits
  await expect(queuePanel(page)).toContainText('Waiting to send (1)')
  await page.close()

  // the next start replays it with the same key: the server answers from what it stored
  const again = await context.newPage()
  await again.goto('/')
  await expect(again.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  await expect.poll(() => queuedInBrowser(again)).toBe(0)
  await expect(queuePanel(again)).toHaveCount(0)
  expect(await postsWithText(request, text)).toHaveLength(1)
  await context.close()
})
