import type { Post } from '@agora/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkPreviews } from '../src/db/schema/linkPreviews.ts'
import { users } from './governance/governance.ts'
import { PIXEL_PNG, startPageServer } from './linkPreviewSite.ts'
import { createPost, type SignedInUser } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

let site: Awaited<ReturnType<typeof startPageServer>>
let allowing: TestApp
let strict: TestApp

beforeAll(async () => {
  site = await startPageServer()
  allowing = await createTestApp({ LINK_PREVIEW_ALLOW_HOSTS: 'example.test, 127.0.0.1' })
  strict = await createTestApp()
})
afterAll(async () => {
  await Promise.all([allowing?.close(), strict?.close()])
  await site?.close()
})

async function readPost(app: TestApp, id: string) {
  const res = await app.inject({ method: 'GET', url: `/api/posts/${id}` })
  expect(res.statusCode).toBe(200)
  return res.json().data as Post
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const previewOf = (app: TestApp, id: string) =>
  until(
    () => readPost(app, id),
    (post) => post.linkPreview !== null,
  )

/** Waits until the server has finished reading `url` (a failed read is kept too). */
async function readOutcome(app: TestApp, url: string, ms?: number) {
  const [row] = await until(
    () => app.ctx.db.select().from(linkPreviews).where(eq(linkPreviews.url, url)),
    (rows) => rows.length > 0,
    ms,
  )
  return row
}

describe('link previews', () => {
  let author: SignedInUser
  let strictAuthor: SignedInUser
  beforeAll(async () => {
    ;[author] = await users(allowing, 1)
    ;[strictAuthor] = await users(strict, 1)
  })

  it('gives a post its first link’s preview shortly after, with the image served by Agora', async () => {
    const url = `${site.origin}/article`
    const post = await createPost(author, { content: `Read this: ${url} and http://x.test/` })
    const { linkPreview } = await previewOf(allowing, post.id)
    expect(linkPreview).toEqual({
      url,
      title: 'Page /article',
      description: 'A page served for the link preview tests',
      siteName: 'Local News',
      imageUrl: expect.stringMatching(/^\/api\/link-previews\/images\/[0-9a-f-]{36}$/),
    })

    const image = await allowing.inject({ method: 'GET', url: linkPreview?.imageUrl ?? '' })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toContain('immutable')
    expect(image.rawPayload.equals(PIXEL_PNG)).toBe(true)
    expect(site.hitsOf('/img/cover.png')).toBe(1)

    // the same link again within a day is not fetched again
    const again = await createPost(author, { content: `Same link ${url}` })
    expect((await previewOf(allowing, again.id)).linkPreview?.title).toBe('Page /article')
    expect(site.hitsOf('/article')).toBe(1)

    // and the feed shows it too
    const feed = await allowing.inject({ method: 'GET', url: '/api/feed?sort=latest' })
    const inFeed = (feed.json().data as Post[]).find((p) => p.id === post.id)
    expect(inFeed?.linkPreview?.title).toBe('Page /article')
  })

  it('answers the post before the page does: a slow page does not delay the 201', async () => {
    const url = `${site.origin}/held`
    const started = Date.now()
    const post = await createPost(author, { content: `slow ${url}` })
    expect(Date.now() - started).toBeLessThan(2_000)
    await until(
      async () => site.hitsOf('/held'),
      (hits) => hits === 1,
    )
    // the page is still being waited for, and the post is already there without a preview
    expect((await readPost(allowing, post.id)).linkPreview).toBeNull()
    site.release()
    expect((await previewOf(allowing, post.id)).linkPreview?.title).toBe('Worth the wait')
  })

  it('follows a redirect and reads relative addresses against where it ended', async () => {
    const post = await createPost(author, { content: `${site.origin}/redirect-to-article` })
    const { linkPreview } = await previewOf(allowing, post.id)
    expect(linkPreview?.title).toBe('Page /redirected-article')
  })

  it('refetches when an edit changes the first link, and clears the preview when it is removed', async () => {
    const post = await createPost(author, { content: `v1 ${site.origin}/edit-one` })
    expect((await previewOf(allowing, post.id)).linkPreview?.title).toBe('Page /edit-one')

    await author.call('PATCH', `/api/posts/${post.id}`, { content: `v2 ${site.origin}/edit-two` })
    await until(
      () => readPost(allowing, post.id),
      (p) => p.linkPreview?.title === 'Page /edit-two',
    )
    await author.call('PATCH', `/api/posts/${post.id}`, { content: 'v3, no link any more' })
    await until(
      () => readPost(allowing, post.id),
      (p) => p.linkPreview === null,
    )
  })

  it('never fetches a loopback address without the allow-list: the page server sees no request', async () => {
    const url = `${site.origin}/private`
    const post = await createPost(strictAuthor, { content: `internal ${url}` })
    const outcome = await readOutcome(strict, url)
    expect(outcome?.title).toBeNull()
    expect((await readPost(strict, post.id)).linkPreview).toBeNull()
    expect(site.hitsOf('/private')).toBe(0)
  })

  it('refuses a redirect from an allowed host to a refused address', async () => {
    const url = `${site.origin}/redirect-to-loopback`
    const post = await createPost(author, { content: url })
    expect((await readOutcome(allowing, url))?.title).toBeNull()
    expect(site.hitsOf('/redirect-to-loopback')).toBe(1)
    expect(site.hitsOf('/target')).toBe(0)
    expect((await readPost(allowing, post.id)).linkPreview).toBeNull()
  })

  it('follows at most 3 redirects', async () => {
    const url = `${site.origin}/loop`
    await createPost(author, { content: url })
    expect((await readOutcome(allowing, url))?.title).toBeNull()
    expect(site.hitsOf('/loop')).toBe(4)
  })

  it.each([
    ['an image over 2 MB', '/with-big-image', '/img/big.png'],
    ['an image that is not a PNG, JPEG, WebP or GIF', '/with-svg-image', '/img/logo.svg'],
  ])('keeps the preview without %s', async (_, path, imagePath) => {
    const post = await createPost(author, { content: `${site.origin}${path}` })
    const { linkPreview } = await previewOf(allowing, post.id)
    expect(linkPreview).toMatchObject({ url: `${site.origin}${path}`, imageUrl: null })
    expect(site.hitsOf(imagePath)).toBe(1)
  })

  it.each([
    ['a response that is not HTML', '/data.json'],
    ['a page over 1 MB before its head ends', '/huge'],
  ])('refuses %s', async (_, path) => {
    const url = `${site.origin}${path}`
    const post = await createPost(author, { content: `see ${url}` })
    expect((await readOutcome(allowing, url))?.title).toBeNull()
    expect(site.hitsOf(path)).toBe(1)
    expect((await readPost(allowing, post.id)).linkPreview).toBeNull()
  })

  it('gives up on a page that does not answer within 3 seconds', async () => {
    const url = `${site.origin}/hang`
    const started = Date.now()
    await createPost(author, { content: `hanging ${url}` })
    expect((await readOutcome(allowing, url, 6_000))?.title).toBeNull()
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900)
  })
})
