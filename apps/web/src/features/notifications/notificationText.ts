import type { InboxNotification, NotificationKind } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'

/** How each kind is named in the preferences. */
export const kindLabel = (kind: NotificationKind) => t(`notifications.kind.${kind}`)

/** What a notification says; `actor` is the person who did it, when known. */
export function notificationText(notification: InboxNotification, actor: string): string {
  switch (notification.kind) {
    case 'reply':
      return t('notifications.text.reply', { actor })
    case 'mention':
      return notification.data.commentId
        ? t('notifications.text.mentionInComment', { actor })
        : t('notifications.text.mentionInPost', { actor })
    case 'reaction':
      return t('notifications.text.reaction', {
        actor,
        others: Math.max(0, notification.data.count - 1),
      })
    case 'follower':
      return t('notifications.text.follower', { actor })
    case 'membership':
      return notification.data.role
        ? t('notifications.text.role', { role: t(`notifications.role.${notification.data.role}`) })
        : t('notifications.text.removed')
    case 'order':
      return t(`notifications.text.order.${notification.data.status}`, {
        role: notification.data.role,
      })
    case 'review':
      return t('notifications.text.review', { actor })
    case 'kyc':
      return notification.data.status === 'verified'
        ? t('notifications.text.kycApproved')
        : t('notifications.text.kycRejected')
    case 'proposal':
      return notification.data.event === 'opened'
        ? t('notifications.text.voteOpened')
        : t('notifications.text.voteClosing')
  }
}

/** The person a notification is about, by user id. */
export function actorIdOf(notification: InboxNotification): string | null {
  switch (notification.kind) {
    case 'reply':
    case 'mention':
    case 'follower':
    case 'review':
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
    case 'review':
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
