import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createChangedPosts, POSTS_CHANGED_MAX } from './changedPosts.ts'
import type { LiveHub } from './hub.ts'

const INTERVAL_MS = 3_000

/** A hub with two sockets open, recording the post ids each frame named. */
function hubOf(userIds: string[]) {
  const sent: string[][] = []
  const hub = {
    sendEach(frameFor: (userId: string) => string | null) {
      const frames = userIds.map(frameFor)
      expect(new Set(frames).size).toBe(1)
      const { id, type, data } = JSON.parse(frames[0] as string)
      expect([id, type]).toEqual([null, 'posts.changed'])
      sent.push(data.postIds)
    },
  } as LiveHub
  return { hub, sent }
}

describe('changed posts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends a change after a quiet spell at once, then batches, naming each post once', () => {
    const { hub, sent } = hubOf(['ana', 'ben'])
    const changed = createChangedPosts(hub, INTERVAL_MS)
    changed.announce('p1')
    vi.advanceTimersByTime(0)
    expect(sent).toEqual([['p1']])

    changed.announce('p2')
    changed.announce('p3')
    changed.announce('p2')
    vi.advanceTimersByTime(INTERVAL_MS - 1)
    expect(sent).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sent).toEqual([['p1'], ['p3', 'p2']])
  })

  it('names at most the latest hundred in a frame', () => {
    const { hub, sent } = hubOf(['ana'])
    const changed = createChangedPosts(hub, INTERVAL_MS)
    for (let i = 0; i < POSTS_CHANGED_MAX + 5; i++) changed.announce(`p${i}`)
    vi.advanceTimersByTime(0)
    expect(sent[0]).toHaveLength(POSTS_CHANGED_MAX)
    expect(sent[0]?.at(-1)).toBe(`p${POSTS_CHANGED_MAX + 4}`)
  })

  it('sends nothing once closed', () => {
    const { hub, sent } = hubOf(['ana'])
    const changed = createChangedPosts(hub, INTERVAL_MS)
    changed.announce('p1')
    changed.close()
    vi.advanceTimersByTime(INTERVAL_MS)
    expect(sent).toEqual([])
  })
})
