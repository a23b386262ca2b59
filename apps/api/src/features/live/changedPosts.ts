import type { LiveEventFrame } from '@agora/domain'
import type { LiveHub } from './hub.ts'

/** The most posts one `posts.changed` frame names (the latest changed). */
export const POSTS_CHANGED_MAX = 100

/**
 * Changed posts reach this instance's sockets in batches, like new ones (feedNews.ts): at most
 * one `posts.changed` frame every `intervalMs`, naming each post once. The clients that hold
 * one of them read it again; the rest ignore the frame.
 */
export function createChangedPosts(hub: LiveHub, intervalMs: number) {
  const pending = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastSentAt = Number.NEGATIVE_INFINITY

  function flush() {
    timer = undefined
    lastSentAt = Date.now()
    const frame: LiveEventFrame<'posts.changed'> = {
      id: null,
      type: 'posts.changed',
      data: { postIds: [...pending].slice(-POSTS_CHANGED_MAX) },
    }
    pending.clear()
    const json = JSON.stringify(frame)
    hub.sendEach(() => json)
  }

  return {
    announce(postId: string) {
      pending.delete(postId)
      pending.add(postId)
      timer ??= setTimeout(flush, Math.max(0, lastSentAt + intervalMs - Date.now()))
    },
    close() {
      clearTimeout(timer)
      timer = undefined
      pending.clear()
    },
  }
}
