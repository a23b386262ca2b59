import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFeedNews, FEED_NEW_MAX_POSTS } from './feedNews.ts'
import type { FeedNewsAudience } from './feedNewsAudience.ts'

const INTERVAL_MS = 3_000

/** A hub with these people's sockets open, recording what each was sent. */
function hubOf(userIds: string[]) {
  const sent = new Map<string, string[][]>(userIds.map((id) => [id, []]))
  const hub = {
    users: () => userIds,
    sendTo(userId: string, frame: string) {
      const { type, data } = JSON.parse(frame)
      expect(type).toBe('feed.new')
      sent.get(userId)?.push(data.posts.map((post: { postId: string }) => post.postId))
    },
  }
  return { hub, sent }
}

/** Everyone's feed shows every post. */
const everyone: FeedNewsAudience = async (listeners, posts) =>
  new Map(listeners.map((id) => [id, posts]))

const failOnError = (err: unknown) => {
  throw err
}

const post = (postId: string, authorId: string) => ({ postId, communityId: null, authorId })

describe('feed news', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends a post after a quiet spell at once, and the ones after it in one frame a socket', async () => {
    const { hub, sent } = hubOf(['ana', 'ben', 'cy'])
    const news = createFeedNews(hub, INTERVAL_MS, everyone, failOnError)

    news.announce(post('p1', 'ana'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.get('ben')).toEqual([['p1']])

    news.announce(post('p2', 'ben'))
    news.announce(post('p3', 'cy'))
    news.announce(post('p4', 'ana'))
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1)
    expect(sent.get('ben')).toEqual([['p1']])
    await vi.advanceTimersByTimeAsync(1)

    // nobody hears of their own posts
    expect(sent.get('ana')).toEqual([['p2', 'p3']])
    expect(sent.get('ben')).toEqual([['p1'], ['p3', 'p4']])
    expect(sent.get('cy')).toEqual([['p1'], ['p2', 'p4']])
  })

  it('names to each person only the posts their audience gives them, and nothing when none', async () => {
    const { hub, sent } = hubOf(['ana', 'ben', 'cy'])
    // ben's feed leaves out cy's posts (a block or a mute, say)
    const withoutCyForBen: FeedNewsAudience = async (listeners, posts) =>
      new Map(
        listeners.map((id) => [
          id,
          id === 'ben' ? posts.filter((p) => p.authorId !== 'cy') : posts,
        ]),
      )
    const news = createFeedNews(hub, INTERVAL_MS, withoutCyForBen, failOnError)
    news.announce(post('p1', 'cy'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.get('ben')).toEqual([])
    expect(sent.get('ana')).toEqual([['p1']])

    news.announce(post('p2', 'cy'))
    news.announce(post('p3', 'ana'))
    await vi.advanceTimersByTimeAsync(INTERVAL_MS)
    expect(sent.get('ben')).toEqual([['p3']])
  })

  it('sends nobody anything when the audience cannot be read, and says so', async () => {
    const { hub, sent } = hubOf(['ana'])
    const errors: unknown[] = []
    const down: FeedNewsAudience = async () => {
      throw new Error('database down')
    }
    const news = createFeedNews(hub, INTERVAL_MS, down, (err) => errors.push(err))
    news.announce(post('p1', 'ben'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.get('ana')).toEqual([])
    expect(errors).toEqual([new Error('database down')])
  })

  it('sends nothing to a person whose batch held only their own posts', async () => {
    const { hub, sent } = hubOf(['ana', 'ben'])
    const news = createFeedNews(hub, INTERVAL_MS, everyone, failOnError)
    news.announce(post('p1', 'ana'))
    news.announce(post('p2', 'ana'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.get('ana')).toEqual([])
    expect(sent.get('ben')).toEqual([['p1', 'p2']])
  })

  it(`names at most the newest ${FEED_NEW_MAX_POSTS} posts in a frame`, async () => {
    const { hub, sent } = hubOf(['reader'])
    const news = createFeedNews(hub, INTERVAL_MS, everyone, failOnError)
    for (let i = 1; i <= FEED_NEW_MAX_POSTS + 5; i += 1) news.announce(post(`p${i}`, 'writer'))
    await vi.advanceTimersByTimeAsync(0)
    const [frame] = sent.get('reader') ?? []
    expect(frame).toHaveLength(FEED_NEW_MAX_POSTS)
    expect(frame?.[0]).toBe('p6')
  })

  it('sends nothing once closed', async () => {
    const { hub, sent } = hubOf(['reader'])
    const news = createFeedNews(hub, INTERVAL_MS, everyone, failOnError)
    news.announce(post('p1', 'writer'))
    await news.close()
    await vi.advanceTimersByTimeAsync(INTERVAL_MS)
    expect(sent.get('reader')).toEqual([])
  })
})
