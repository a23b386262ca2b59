import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { messageKeys } from '../messages/messageKeys.ts'
import { notificationKeys } from '../notifications/notificationKeys.ts'
import { orderKeys } from '../orders/data.ts'
import { applyLiveEvent } from './liveCache.ts'
import { newPosts } from './newPosts.ts'

function seeded() {
  const queryClient = new QueryClient()
  const keys = [
    messageKeys.thread('c1'),
    messageKeys.thread('c2'),
    messageKeys.list('active'),
    messageKeys.unread,
    notificationKeys.unread,
    orderKeys.detail('o1'),
    orderKeys.detail('o2'),
  ]
  for (const key of keys) queryClient.setQueryData(key, 'cached')
  const stale = () =>
    keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.join('/'))
  return { queryClient, stale }
}

describe('live events in the query caches', () => {
  it('a new message refreshes its thread and the conversation lists, not other threads', () => {
    const { queryClient, stale } = seeded()
    applyLiveEvent(queryClient, {
      id: 1,
      type: 'message.new',
      data: { conversationId: 'c1', messageId: 'm', senderId: 's' },
    })
    expect(stale()).toEqual(['messages/c1', 'conversations/list/active', 'conversations/unread'])
  })

  it('an order change refreshes that order and the inbox', () => {
    const { queryClient, stale } = seeded()
    applyLiveEvent(queryClient, {
      id: 2,
      type: 'order.changed',
      data: { orderId: 'o1', status: 'shipped' },
    })
    expect(stale()).toEqual(['notifications/unread', 'orders/detail/o1'])
  })

  it('a notification refreshes the header count', () => {
    const { queryClient, stale } = seeded()
    applyLiveEvent(queryClient, {
      id: 3,
      type: 'notification.new',
      data: { notificationId: 'n', kind: 'mention' },
    })
    expect(stale()).toEqual(['notifications/unread'])
  })

  it('new posts only count towards the pill, each once: the feed does not move by itself', () => {
    const { queryClient, stale } = seeded()
    newPosts.clear()
    applyLiveEvent(queryClient, {
      id: null,
      type: 'feed.new',
      data: { posts: [{ postId: 'p1', communityId: 'k' }] },
    })
    applyLiveEvent(queryClient, {
      id: null,
      type: 'feed.new',
      data: {
        posts: [
          { postId: 'p1', communityId: 'k' },
          { postId: 'p3', communityId: null },
          { postId: 'p3', communityId: null },
        ],
      },
    })
    applyLiveEvent(queryClient, {
      id: null,
      type: 'feed.new',
      data: { posts: [{ postId: 'p2', communityId: null }] },
    })
    expect(newPosts.snapshot().map((post) => post.postId)).toEqual(['p1', 'p3', 'p2'])
    expect(stale()).toEqual([])
    newPosts.clear()
  })
})
