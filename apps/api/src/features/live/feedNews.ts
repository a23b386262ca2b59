import type { AnnouncedPost, LiveEventFrame } from '@agora/domain'
import type { LiveHub } from './hub.ts'

/** The most posts one `feed.new` frame names (the newest); the web's pill keeps as many. */
export const FEED_NEW_MAX_POSTS = 100

type NewPost = AnnouncedPost & { authorId: string }

const frameOf = (posts: NewPost[]) => {
  const frame: LiveEventFrame<'feed.new'> = {
    id: null,
    type: 'feed.new',
    data: { posts: posts.map(({ postId, communityId }) => ({ postId, communityId })) },
  }
  return JSON.stringify(frame)
}

/**
 * New posts reach this instance's open feeds in batches: a socket gets at most one
 * `feed.new` frame every `intervalMs`, naming the posts since the last one but its person's
 * own. A frame per post per socket grows with the square of the people (each of them posts,
 * each hears every post); a batch per socket grows with the people. A post after a quiet spell
 * goes out at once.
 */
export function createFeedNews(hub: LiveHub, intervalMs: number) {
  let pending: NewPost[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastSentAt = Number.NEGATIVE_INFINITY

  function flush() {
    timer = undefined
    lastSentAt = Date.now()
    const posts = pending.slice(-FEED_NEW_MAX_POSTS)
    pending = []
    const authors = new Set(posts.map((post) => post.authorId))
    const forEveryone = frameOf(posts)
    hub.sendEach((userId) => {
      if (!authors.has(userId)) return forEveryone
      const others = posts.filter((post) => post.authorId !== userId)
      return others.length > 0 ? frameOf(others) : null
    })
  }

  return {
    announce(post: NewPost) {
      pending.push(post)
      timer ??= setTimeout(flush, Math.max(0, lastSentAt + intervalMs - Date.now()))
    },
    close() {
      clearTimeout(timer)
      timer = undefined
      pending = []
    },
  }
}
