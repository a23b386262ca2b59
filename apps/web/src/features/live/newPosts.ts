import type { AnnouncedPost } from '@agora/domain'
import { useSyncExternalStore } from 'react'

let posts: AnnouncedPost[] = []
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/** Posts announced live (`feed.new`) since the feed was last refreshed: the "N new posts" pill. */
export const newPosts = {
  add(...announced: AnnouncedPost[]) {
    const fresh = announced.filter(
      (post, index) =>
        !posts.some((p) => p.postId === post.postId) &&
        announced.findIndex((p) => p.postId === post.postId) === index,
    )
    if (fresh.length === 0) return
    posts = [...posts, ...fresh].slice(-100)
    notify()
  },
  /** The feed was refreshed: those posts are in it now. */
  clear() {
    if (posts.length === 0) return
    posts = []
    notify()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  snapshot: () => posts,
}

/** How many new posts the open feed would show: all of them, or one community's. */
export function useNewPostCount(communityId?: string) {
  const list = useSyncExternalStore(newPosts.subscribe, newPosts.snapshot)
  return communityId ? list.filter((p) => p.communityId === communityId).length : list.length
}
