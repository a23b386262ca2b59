import type { LiveServerFrame } from '@agora/domain'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createPost, type SignedInUser, signedInUser } from '../social/users.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { connectLive, type LiveClient } from './liveClient.ts'

let app: TestApp
const open: LiveClient[] = []

beforeAll(async () => {
  app = await createTestApp({}, { live: { feedNewIntervalMs: 50 } })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await Promise.all(open.map((client) => client.close()))
  await app.close()
})

/** The posts named in a socket's `feed.new` frames, up to the one naming `lastPostId`. */
async function announcedUpTo(client: LiveClient, lastPostId: string) {
  const named = new Set<string>()
  while (!named.has(lastPostId)) {
    const frame: LiveServerFrame = await client.next()
    if (frame.type === 'feed.new') for (const post of frame.data.posts) named.add(post.postId)
  }
  return named
}

async function live(user: SignedInUser) {
  const client = await connectLive(app, user.token)
  open.push(client)
  return client
}

it("counts in a person's new-posts pill only what their feed shows: not the posts of people they blocked, who blocked them or whom they muted, nor their muted words", async () => {
  const user = () => signedInUser(app)
  const [reader, bystander, blocked, blocker, muted, friend] = await Promise.all([
    user(),
    user(),
    user(),
    user(),
    user(),
    user(),
  ])
  expect((await reader.call('POST', `/api/users/${blocked.address}/block`)).statusCode).toBe(200)
  expect((await blocker.call('POST', `/api/users/${reader.address}/block`)).statusCode).toBe(200)
  expect((await reader.call('POST', `/api/users/${muted.address}/mute`)).statusCode).toBe(200)
  const words = await reader.call('PUT', '/api/me/muted-words', {
    words: [{ text: 'spoiler', tagsOnly: false }],
  })
  expect(words.statusCode).toBe(200)
  const readerLive = await live(reader)
  const bystanderLive = await live(bystander)

  const hidden = [
    await createPost(blocked, { content: 'from someone the reader blocked' }),
    await createPost(blocker, { content: 'from someone who blocked the reader' }),
    await createPost(muted, { content: 'from someone the reader muted' }),
    await createPost(friend, { content: 'a Spoiler about the finale' }),
  ]
  const shown = await createPost(friend, { content: 'nothing to hide here' })

  const toReader = await announcedUpTo(readerLive, shown.id)
  for (const post of hidden) expect(toReader).not.toContain(post.id)
  // the reader's feed agrees: it shows the one post and none of the others
  const feed = (await reader.call('GET', '/api/feed?limit=50')).json().data as { id: string }[]
  const inFeed = feed.map((post) => post.id)
  expect(inFeed).toContain(shown.id)
  for (const post of hidden) expect(inFeed).not.toContain(post.id)

  // someone with no blocks, mutes or muted words hears of them all
  const toBystander = await announcedUpTo(bystanderLive, shown.id)
  for (const post of [...hidden, shown]) expect(toBystander).toContain(post.id)
})
