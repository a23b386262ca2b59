import type { DeliveryKind, InboxNotification } from '@agora/domain'
import { createElement, type ReactNode } from 'react'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'

/** How each kind is named in the preferences. */
export const kindLabel = (kind: DeliveryKind) => t(`notifications.kind.${kind}`)

/** What a notification says; `actor` is the person who did it, when known. */
export function notificationText(notification: InboxNotification, actor: string): ReactNode {
  // a name is its owner's text: isolated, a right-to-left one leaves the sentence's order alone
  const who = { actor: createElement('bdi', null, actor) }
  switch (notification.kind) {
    case 'reply':
      return richMessage('notifications.text.reply', who)
    case 'mention':
      return notification.data.commentId
        ? richMessage('notifications.text.mentionInComment', who)
        : richMessage('notifications.text.mentionInPost', who)
    case 'reaction':
      return richMessage('notifications.text.reaction', who, {
        others: Math.max(0, notification.data.count - 1),
      })
    case 'repost':
      return richMessage('notifications.text.repost', who, {
        others: Math.max(0, notification.data.count - 1),
      })
    case 'quote':
      return richMessage('notifications.text.quote', who)
    case 'follower':
      return richMessage('notifications.text.follower', who)
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
    case 'offer':
      return t(`notifications.text.offer.${notification.data.status}`, {
        role: notification.data.role,
      })
    case 'savedSearch':
      return t('notifications.text.savedSearch')
    case 'kyc':
      return notification.data.status === 'verified'
        ? t('notifications.text.kycApproved')
        : t('notifications.text.kycRejected')
    case 'proposal':
      return t('notifications.text.voteOpened')
    case 'proposalClosing':
      return t('notifications.text.voteClosing')
    case 'messageRequest':
      return richMessage('notifications.text.messageRequest', who)
    case 'proposalOutcome':
      return t('notifications.text.voteOutcome', { outcome: notification.data.outcome })
  }
}

/** The person a notification is about, by user id. */
export function actorIdOf(notification: InboxNotification): string | null {
  switch (notification.kind) {
    case 'reply':
    case 'mention':
    case 'follower':
    case 'review':
    case 'quote':
    case 'messageRequest':
      return notification.data.actorId
    case 'reaction':
    case 'repost':
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
    case 'offer':
      return notification.data.role === 'seller' ? '/offers?role=seller' : '/offers'
    case 'savedSearch':
      return `/market/${notification.data.listingId}`
    case 'kyc':
      return '/account/verification'
    case 'membership':
      return `/dao/${notification.data.communityId}`
    case 'proposal':
    case 'proposalClosing':
    case 'proposalOutcome':
      return `/proposals/${notification.data.proposalId}`
    case 'messageRequest':
      return '/messages'
    default:
      return null
  }
}

export function postIdOf(notification: InboxNotification): string | null {
  return 'postId' in notification.data ? notification.data.postId : null
}
