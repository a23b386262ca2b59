import { useMemo, useSyncExternalStore } from 'react'
import type { QueueRecord } from './offlineData.ts'

/** A post written without a network, shown at the top of its feed until it is sent. */
export type QueuedPost = {
  key: string
  content: string
  communityId: string | null
  queuedAt: number
  /** Why the server refused it, when it did. */
  error: string | null
}

// what the queue panel last read: the feed shows it without loading the queue's code itself
let queuedPosts: QueuedPost[] = []
const listeners = new Set<() => void>()

/** Said by the offline queue whenever this account's queue changes (an empty list on leaving). */
export function publishQueuedPosts(
  writes: Array<Pick<QueueRecord, 'id' | 'data' | 'timestamp' | 'error'>>,
) {
  queuedPosts = writes.flatMap((write) =>
    write.data.type === 'post'
      ? [
          {
            key: `post-${write.id}`,
            content: write.data.data.content,
            communityId: write.data.data.communityId ?? null,
            queuedAt: write.timestamp,
            error: write.error,
          },
        ]
      : [],
  )
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * This account's posts waiting to be sent, newest first: all of them (`communityId`
 * undefined), or those written in one community.
 */
export function useQueuedPosts(communityId?: string): QueuedPost[] {
  const all = useSyncExternalStore(subscribe, () => queuedPosts)
  return useMemo(
    () =>
      all
        .filter((post) => communityId === undefined || post.communityId === communityId)
        .sort((a, b) => b.queuedAt - a.queuedAt),
    [all, communityId],
  )
}
