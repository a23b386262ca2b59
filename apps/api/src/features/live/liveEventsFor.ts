import type { LiveEvents, LiveEventType, NotificationKind } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { posts } from '../../db/schema/social.ts'
import type { AppEvent } from '../../events/events.ts'

/** One live event for one person, before it is stored. */
export type UserLiveEvent = {
  [K in LiveEventType]: { userId: string; type: K; data: LiveEvents[K] }
}[LiveEventType]

/** The bus events that become stored, per-person live events. */
export const USER_LIVE_EVENT_SOURCES = [
  'order.changed',
  'offer.changed',
  'follow.changed',
  'comment.created',
  'message.sent',
  'notification.created',
  'group.message.sent',
  'group.changed',
] as const

/**
 * Inbox kinds whose own event already reaches the same person live (`comment.new`,
 * `follower.new`, `order.changed`): the client refreshes its inbox on those, so the same
 * happening is not sent and stored twice.
 */
const ANNOUNCED_BY_SOURCE: ReadonlySet<NotificationKind> = new Set(['reply', 'follower', 'order'])

/** Who hears about an event on `/api/live`, and as what. */
export async function liveEventsFor(
  ctx: AppContext,
  event: AppEvent<(typeof USER_LIVE_EVENT_SOURCES)[number]>,
): Promise<UserLiveEvent[]> {
  switch (event.type) {
    case 'order.changed': {
      const { orderId, status, buyerId, sellerId } = event.data
      return [buyerId, sellerId].map((userId) => ({
        userId,
        type: 'order.changed' as const,
        data: { orderId, status },
      }))
    }
    case 'offer.changed': {
      const { offerId, status, buyerId, sellerId } = event.data
      return [buyerId, sellerId].map((userId) => ({
        userId,
        type: 'offer.changed' as const,
        data: { offerId, status },
      }))
    }
    case 'follow.changed': {
      const { followerId, followeeId, following } = event.data
      return following ? [{ userId: followeeId, type: 'follower.new', data: { followerId } }] : []
    }
    case 'comment.created': {
      const { postId, commentId, authorId } = event.data
      const [post] = await ctx.db
        .select({ authorId: posts.authorId })
        .from(posts)
        .where(eq(posts.id, postId))
      if (!post || post.authorId === authorId) return []
      return [{ userId: post.authorId, type: 'comment.new', data: { postId, commentId } }]
    }
    case 'message.sent': {
      const { messageId, conversationId, senderId, recipientId } = event.data
      // the sender too: their other tabs and devices show what they sent
      return [recipientId, senderId].map((userId) => ({
        userId,
        type: 'message.new' as const,
        data: { conversationId, messageId, senderId },
      }))
    }
    case 'group.message.sent': {
      const { messageId, conversationId, senderId, memberIds } = event.data
      return memberIds.map((userId) => ({
        userId,
        type: 'message.new' as const,
        data: { conversationId, messageId, senderId },
      }))
    }
    case 'group.changed': {
      const { conversationId, userIds } = event.data
      return userIds.map((userId) => ({
        userId,
        type: 'conversation.changed' as const,
        data: { conversationId },
      }))
    }
    case 'notification.created': {
      const { notificationId, userId, kind } = event.data
      if (ANNOUNCED_BY_SOURCE.has(kind)) return []
      return [{ userId, type: 'notification.new', data: { notificationId, kind } }]
    }
  }
}
