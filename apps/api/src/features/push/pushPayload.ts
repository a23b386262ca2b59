import type { InboxNotification, PushPayload } from '@agora/domain'
import type { DeliveryTexts } from '../deliveryTexts/deliveryTexts.ts'

/**
 * What a push says: ids, the page to open and a short line in the person's language. Never
 * the content itself: a post's words or a message stay in the app.
 */
export function pushPayload(
  notification: InboxNotification,
  actorHandle: string | null,
  t: DeliveryTexts,
): PushPayload {
  const actor = actorHandle ? `@${actorHandle}` : t('someone')
  const { values, path } = describe(notification)
  const kind = notification.kind
  return {
    notificationId: notification.id,
    kind,
    title: t(`${kind}.title`, values),
    body: t(`${kind}.body`, { actor, ...values }),
    path,
  }
}

function describe(n: InboxNotification): {
  values?: Record<string, string | number>
  path: string
} {
  const postPath = (postId: string) => `/?post=${encodeURIComponent(postId)}`
  const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`
  const proposalPath = (proposalId: string) => `/proposals/${encodeURIComponent(proposalId)}`
  switch (n.kind) {
    case 'reply':
    case 'mention':
    case 'quote':
      return { path: postPath(n.data.postId) }
    case 'reaction':
    case 'repost':
      return { values: { count: n.data.count }, path: postPath(n.data.postId) }
    case 'follower':
      return { path: '/notifications' }
    case 'membership':
      return {
        values: { role: n.data.role ?? 'none' },
        path: `/dao/${encodeURIComponent(n.data.communityId)}`,
      }
    case 'order':
      return {
        values: { role: n.data.role, status: n.data.status },
        path: orderPath(n.data.orderId),
      }
    case 'review':
      return { path: orderPath(n.data.orderId) }
    case 'kyc':
      return { values: { status: n.data.status }, path: '/account/verification' }
    case 'proposal':
    case 'proposalClosing':
      return { path: proposalPath(n.data.proposalId) }
    case 'proposalOutcome':
      return { values: { outcome: n.data.outcome }, path: proposalPath(n.data.proposalId) }
    case 'offer':
      return { values: { role: n.data.role, status: n.data.status }, path: '/offers' }
    case 'savedSearch':
      return { path: `/market/${encodeURIComponent(n.data.listingId)}` }
    case 'messageRequest':
      return { path: '/messages' }
  }
}
