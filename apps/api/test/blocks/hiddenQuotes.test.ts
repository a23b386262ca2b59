import type { Post } from '@agora/domain'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createPost, type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

/** The quote card of a post as the reader sees it: on the post's page and in the feed. */
async function quoteSeenBy(reader: SignedInUser | null, postId: string, tag: string) {
  const call = (url: string) =>
    reader ? reader.call('GET', url) : app.inject({ method: 'GET', url })
  const page = await call(`/api/posts/${postId}`)
  expect(page.statusCode).toBe(200)
  const feed = await call(`/api/feed?tag=${tag}`)
  expect(feed.statusCode).toBe(200)
  const inFeed = (feed.json().data as Post[]).find((post) => post.id === postId)
  // the same card both ways, shared feed page or not
  expect(inFeed?.quote).toEqual((page.json().data as Post).quote)
  return inFeed?.quote
}

it('hides the quoted post from a reader who blocked or muted its author, or whom its author blocked, and says why when the reader chose it', async () => {
  const user = () => signedInUser(app)
  const [author, quoter, blocker, muter, blockedByAuthor, bystander] = await Promise.all([
    user(),
    user(),
    user(),
    user(),
    user(),
    user(),
  ])
  const tag = `q${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`
  const quoted = await createPost(author, { content: 'the words being quoted' })
  const quoting = await createPost(quoter, {
    content: `worth a read #${tag}`,
    quote: { kind: 'post', id: quoted.id },
  })
  expect((await blocker.call('POST', `/api/users/${author.address}/block`)).statusCode).toBe(200)
  expect((await muter.call('POST', `/api/users/${author.address}/mute`)).statusCode).toBe(200)
  const blocks = await author.call('POST', `/api/users/${blockedByAuthor.address}/block`)
  expect(blocks.statusCode).toBe(200)

  const shown = {
    kind: 'post',
    id: quoted.id,
    preview: expect.objectContaining({ text: 'the words being quoted' }),
  }
  expect(await quoteSeenBy(bystander, quoting.id, tag)).toEqual(shown)
  expect(await quoteSeenBy(null, quoting.id, tag)).toEqual(shown)
  expect(await quoteSeenBy(blocker, quoting.id, tag)).toEqual({
    kind: 'post',
    id: quoted.id,
    preview: null,
    hiddenBecause: 'blocked',
  })
  expect(await quoteSeenBy(muter, quoting.id, tag)).toEqual({
    kind: 'post',
    id: quoted.id,
    preview: null,
    hiddenBecause: 'muted',
  })
  // the author's block is not told: the card reads as unavailable
  expect(await quoteSeenBy(blockedByAuthor, quoting.id, tag)).toEqual({
    kind: 'post',
    id: quoted.id,
    preview: null,
  })

  // unblocked, the card shows again
  expect((await blocker.call('DELETE', `/api/users/${author.address}/block`)).statusCode).toBe(200)
  expect(await quoteSeenBy(blocker, quoting.id, tag)).toEqual(shown)
})
