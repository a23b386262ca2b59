import type { AnnouncedPost, LiveEventFrame } from '@agora/domain'
import type { FeedNewsAudience } from './feedNewsAudience.ts'
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
 * `feed.new` frame every `intervalMs`, naming the posts since the last one that its person's
 * feed would show (`audience`: not their own, nor those of people they blocked, were blocked
 * by or muted), so the web's "N new posts" counts what a refresh brings. A frame per post per
 * socket grows with the square of the people (each of them posts, each hears every post); a
 * batch per socket grows with the people. A post after a quiet spell goes out at once.
 */
export function createFeedNews(
  hub: Pick<LiveHub, 'users' | 'sendTo'>,
  intervalMs: number,
  audience: FeedNewsAudience,
  onError: (err: unknown) => void,
) {
  let pending: NewPost[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastSentAt = Number.NEGATIVE_INFINITY
  let closed = false
  const sending = new Set<Promise<void>>()

  async function send(posts: NewPost[]) {
    const listeners = hub.users()
    // when the audience cannot be read, nobody hears: a count with hidden posts in it is wrong
    const shown = await audience(listeners, posts)
    if (closed) return
    const forEveryone = frameOf(posts)
    for (const listener of listeners) {
      const theirs = (shown.get(listener) ?? []).filter((post) => post.authorId !== listener)
      if (theirs.length === 0) continue
      hub.sendTo(listener, theirs.length === posts.length ? forEveryone : frameOf(theirs))
    }
  }

  function flush() {
    timer = undefined
    lastSentAt = Date.now()
    const posts = pending.slice(-FEED_NEW_MAX_POSTS)
    pending = []
    const work = send(posts)
      .catch(onError)
      .finally(() => sending.delete(work))
    sending.add(work)
  }

  return {
    announce(post: NewPost) {
      pending.push(post)
      timer ??= setTimeout(flush, Math.max(0, lastSentAt + intervalMs - Date.now()))
    },
    /** Stops sending and waits for a batch whose audience is being read. */
    async close() {
      closed = true
      clearTimeout(timer)
      timer = undefined
      pending = []
      await Promise.allSettled([...sending])
    },
  }
}
