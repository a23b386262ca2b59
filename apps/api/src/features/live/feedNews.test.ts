import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFeedNews, FEED_NEW_MAX_POSTS } from './feedNews.ts'
import type { LiveHub } from './hub.ts'

const INTERVAL_MS = 3_000

/** A hub with three people's sockets open, recording what each was sent. */
function hubOf(userIds: string[]) {
  const sent = new Map<string, string[][]>(userIds.map((id) => [id, []]))
  const hub = {
    sendEach(frameFor: (userId: string) => string | null) {
      for (const userId of userIds) {
        const frame = frameFor(userId)
        if (frame === null) continue
        const { type, data } = JSON.parse(frame)
        expect(type).toBe('feed.new')
        sent.get(userId)?.push(data.posts.map((post: { postId: string }) => post.postId))
      }
    },
  } as LiveHub
  return { hub, sent }
}

const post = (postId: string, authorId: string) => ({ postId, communityId: null, authorId })

describe('feed news', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends a post after a quiet spell at once, and the ones after it in one frame a socket', () => {
    const { hub, sent } = hubOf(['ana', 'ben', 'cy'])
    const news = createFeedNews(hub, INTERVAL_MS)

    news.announce(post('p1', 'ana'))
    vi.advanceTimersByTime(0)
    expect(sent.get('ben')).toEqual([['p1']])

    news.announce(post('p2', 'ben'))
    news.announce(post('p3', 'cy'))
    news.announce(post('p4', 'ana'))
    vi.advanceTimersByTime(INTERVAL_MS - 1)
    expect(sent.get('ben')).toEqual([['p1']])
    vi.advanceTimersByTime(1)

    // nobody hears of their own posts
    expect(sent.get('ana')).toEqual([['p2', 'p3']])
    expect(sent.get('ben')).toEqual([['p1'], ['p3', 'p4']])
    expect(sent.get('cy')).toEqual([['p1'], ['p2', 'p4']])
  })

  it('sends nothing to a person whose batch held only their own posts', () => {
    const { hub, sent } = hubOf(['ana', 'ben'])
    const news = createFeedNews(hub, INTERVAL_MS)
    news.announce(post('p1', 'ana'))
    news.announce(post('p2', 'ana'))
    vi.advanceTimersByTime(0)
    expect(sent.get('ana')).toEqual([])
    expect(sent.get('ben')).toEqual([['p1', 'p2']])
  })

  it(`names at most the newest ${FEED_NEW_MAX_POSTS} posts in a frame`, () => {
    const { hub, sent } = hubOf(['reader'])
    const news = createFeedNews(hub, INTERVAL_MS)
    for (let i = 1; i <= FEED_NEW_MAX_POSTS + 5; i += 1) news.announce(post(`p${i}`, 'writer'))
    vi.advanceTimersByTime(0)
    const [frame] = sent.get('reader') ?? []
    expect(frame).toHaveLength(FEED_NEW_MAX_POSTS)
    expect(frame?.[0]).toBe('p6')
  })

  it('sends nothing once closed', () => {
    const { hub, sent } = hubOf(['reader'])
    const news = createFeedNews(hub, INTERVAL_MS)
    news.announce(post('p1', 'writer'))
    news.close()
    vi.advanceTimersByTime(INTERVAL_MS)
    expect(sent.get('reader')).toEqual([])
  })
})
