import type { InboxNotification, NotificationKind, OrderStatus } from '@agora/domain'

/** How each kind is named in the preferences. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  reply: 'Replies to your posts',
  mention: 'Mentions of your @handle',
  reaction: 'Reactions to your posts',
  follower: 'New followers',
  membership: 'Role changes in communities',
  order: 'Order updates',
  kyc: 'Verification decisions',
  proposal: 'Votes opening and closing',
}

const ORDER_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: 'is waiting for payment',
  paid: 'was paid',
  shipped: 'was shipped',
  completed: 'is complete',
  cancelled: 'was cancelled',
  expired: 'expired',
  disputed: 'is disputed',
  refunded: 'was refunded',
}

/** What a notification says; `actor` is the person who did it, when known. */
export function notificationText(notification: InboxNotification, actor: string): string {
  switch (notification.kind) {
    case 'reply':
      return `${actor} replied to your post`
    case 'mention':
      return `${actor} mentioned you in a ${notification.data.commentId ? 'comment' : 'post'}`
    case 'reaction': {
      const others = notification.data.count - 1
      return others > 0
        ? `${actor} and ${others} other${others === 1 ? '' : 's'} reacted to your post`
        : `${actor} reacted to your post`
    }
    case 'follower':
      return `${actor} followed you`
    case 'membership':
      return notification.data.role
        ? `Your role in a community is now ${notification.data.role}`
        : 'You were removed from a community'
    case 'order':
      return `An order ${notification.data.role === 'buyer' ? 'you placed' : 'for your listing'} ${ORDER_TEXT[notification.data.status]}`
    case 'kyc':
      return notification.data.status === 'verified'
        ? 'Your identity verification was approved'
        : 'Your identity verification was not approved'
    case 'proposal':
      return notification.data.event === 'opened'
        ? 'A vote opened in one of your communities'
        : 'A vote in one of your communities closes within a day'
  }
}

/** The person a notification is about, by user id. */
export function actorIdOf(notification: InboxNotification): string | null {
  switch (notification.kind) {
    case 'reply':
    case 'mention':
    case 'follower':
      return notification.data.actorId
    case 'reaction':
      return notification.data.actorIds[0] ?? null
    default:
      return null
  }
}

/** Where a notification leads, when it is not about a post (those need the post's community). */
export function plainHref(notification: InboxNotification): string | null {
  switch (notification.kind) {
    case 'order':
      return `/orders/${notification.data.orderId}`
    case 'kyc':
      return '/account/verification'
    case 'membership':
      return `/dao/${notification.data.communityId}`
    case 'proposal':
      return `/proposals/${notification.data.proposalId}`
    default:
      return null
  }
}

export function postIdOf(notification: InboxNotification): string | null {
  return 'postId' in notification.data ? notification.data.postId : null
}
