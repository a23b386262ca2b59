import type { LiveEventFrame } from '@agora/domain'
import type { QueryClient } from '@tanstack/react-query'
import { messageKeys } from '../messages/messageKeys.ts'
import { notificationKeys } from '../notifications/notificationKeys.ts'
import { orderKeys } from '../orders/data.ts'
import { newPosts } from './newPosts.ts'
import { refreshChangedPosts } from './refreshChangedPosts.ts'

const refresh = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  void queryClient.invalidateQueries({ queryKey })

/** What a live event changes on screen: the caches it makes stale, refetched if in view. */
export function applyLiveEvent(queryClient: QueryClient, frame: LiveEventFrame) {
  switch (frame.type) {
    case 'message.new':
      refresh(queryClient, messageKeys.thread(frame.data.conversationId))
      refresh(queryClient, messageKeys.all)
      return
    case 'conversation.changed':
      refresh(queryClient, messageKeys.all)
      refresh(queryClient, messageKeys.thread(frame.data.conversationId))
      return
    case 'notification.new':
      refresh(queryClient, notificationKeys.all)
      return
    case 'offer.changed':
      // the offers feature's cache (`offerKeys.all`)
      refresh(queryClient, ['offers'])
      return
    case 'comment.new':
      refresh(queryClient, ['comments', frame.data.postId])
      refresh(queryClient, notificationKeys.all)
      return
    case 'follower.new':
      refresh(queryClient, ['users'])
      refresh(queryClient, notificationKeys.all)
      return
    case 'order.changed':
      refresh(queryClient, orderKeys.detail(frame.data.orderId))
      refresh(queryClient, orderKeys.mine)
      refresh(queryClient, notificationKeys.all)
      return
    case 'feed.new':
      newPosts.add(...frame.data.posts)
      return
    case 'posts.changed':
      refreshChangedPosts(queryClient, frame.data.postIds)
      return
  }
}

/** After a gap the replay could not cover, everything live-fed is reloaded. */
export function refreshAfterGap(queryClient: QueryClient) {
  for (const queryKey of [
    messageKeys.all,
    ['messages'],
    notificationKeys.all,
    ['orders'],
    ['offers'],
  ])
    refresh(queryClient, queryKey)
}
