import type { Post } from '@agora/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postPolls } from '../src/db/schema/polls.ts'
import { testClock } from './clock.ts'
import { users } from './governance/governance.ts'
import { pollPost, pollSeenBy, vote } from './pollPosts.ts'
import { createPost, type SignedInUser } from './social/users.ts'
import { createTestApp, type TestApp } from './testApp.ts'

const clock = testClock(new Date('2032-05-01T10:00:00Z'))
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({}, { clock })
})
afterAll(() => app.close())

/** How many database queries the app has run so far (its own metrics). */
async function queriesSoFar() {
  const res = await app.inject({ method: 'GET', url: '/metrics' })
  const line = res.body
    .split('\n')
    .find((l) => l.startsWith('agora_db_query_duration_seconds_count'))
  return Number(line?.split(' ').at(-1))
}

/** Waits until no query has run for a moment (the metrics scrape itself runs none). */
async function settle() {
  let seen = await queriesSoFar()
  for (let tries = 0; tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    const now = await queriesSoFar()
    if (now === seen) return
    seen = now
  }
  throw new Error('the app never stopped running queries')
}

describe('reading polls', () => {
  it('reads a page’s polls and the viewer’s choices in the same queries, however many polls', async () => {
    const [few, many, voter] = await users(app, 3)
    const onePoll = [await pollPost(few)]
    const eightPolls = await Promise.all(Array.from({ length: 8 }, () => pollPost(many)))
    for (const post of [...onePoll, ...eightPolls]) await vote(voter, post.id, 0)

    const queriesFor = async (author: SignedInUser) => {
      // a new reader each time: nothing of theirs is cached yet
      const [reader] = await users(app, 1)
      await Promise.all([...onePoll, ...eightPolls].map((post) => vote(reader, post.id, 1)))
      // the votes' bus subscribers (cache invalidation, live frames) finish before counting
      await settle()
      const before = await queriesSoFar()
      const res = await reader.call('GET', `/api/feed?author=${author.address}&limit=20`)
      const after = await queriesSoFar()
      expect(res.statusCode).toBe(200)
      const shown = res.json().data as Post[]
      expect(shown.every((post) => post.poll?.viewerChoice === 1)).toBe(true)
      return { count: shown.length, queries: after - before }
    }
    // the count is the app's, background work included (the delivery worker's poll, bus
    // subscribers): they only ever add, so the fewest of three reads is the read's own
    const fewest = async (author: SignedInUser) => {
      const first = await queriesFor(author)
      const reads = [first, await queriesFor(author), await queriesFor(author)]
      return { count: first.count, queries: Math.min(...reads.map((read) => read.queries)) }
    }
    const one = await fewest(few)
    const eight = await fewest(many)
    expect([one.count, eight.count]).toEqual([1, 8])
    expect(eight.queries).toBe(one.queries)
  })

  it('asks about a post without a poll once: a poll is only ever written with its post', async () => {
    const [author] = await users(app, 1)
    const plain = await createPost(author, { content: 'no poll in this one' })
    const polled = await pollPost(author)
    // a poll put in behind the app's back, which no post ever gets: it is never asked about
    await app.ctx.db.insert(postPolls).values({
      postId: plain.id,
      choices: ['yes', 'no'],
      voteCounts: [0, 0],
      endsAt: new Date(clock.now().getTime() + 3_600_000),
    })
    const res = await app.inject({ method: 'GET', url: `/api/feed?author=${author.address}` })
    const shown = res.json().data as Post[]
    expect(shown.find((post) => post.id === plain.id)?.poll).toBeNull()
    expect(shown.find((post) => post.id === polled.id)?.poll).toMatchObject({ total: 0 })
  })

  it('shows each viewer their own choice in the feed and on the post, and none signed out', async () => {
    const [author, tea, coffee, abstainer] = await users(app, 4)
    const post = await pollPost(author)
    await createPost(author, { content: 'no poll here' })
    await vote(tea, post.id, 0)
    await vote(coffee, post.id, 1)

    const feedPoll = async (user: SignedInUser | null) => {
      const res = user
        ? await user.call('GET', '/api/feed?limit=50')
        : await app.inject({ method: 'GET', url: '/api/feed?limit=50' })
      expect(res.statusCode).toBe(200)
      const shown = (res.json().data as Post[]).find((p) => p.id === post.id)
      return shown?.poll
    }
    for (const [user, choice] of [
      [tea, 0],
      [coffee, 1],
      [abstainer, null],
      [null, null],
    ] as const) {
      expect(await feedPoll(user)).toMatchObject({ total: 2, viewerChoice: choice })
      expect(await pollSeenBy(app, user, post.id)).toMatchObject({ total: 2, viewerChoice: choice })
    }
    const feed = await app.inject({ method: 'GET', url: '/api/feed?limit=50' })
    const plain = (feed.json().data as Post[]).find((p) => p.content === 'no poll here')
    expect(plain?.poll).toBeNull()
  })
})
