import type { InboxNotification, Post } from '@agora/domain'
import { useQuery } from '@tanstack/react-query'
import { orderQueryOptions } from '../orders/data.ts'
import { paymentTotal } from '../orders/paymentTotal.ts'

/**
 * What a notification is about, by name: the post's words, or the order's item and amount
 * ("Vintage camera · 0.05 ETH"), so the inbox reads without opening each one.
 */
export function NotificationSubject({
  notification,
  post,
}: {
  notification: InboxNotification
  post: Post | undefined
}) {
  const orderId =
    notification.kind === 'order' || notification.kind === 'review'
      ? notification.data.orderId
      : null
  const order = useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: orderId !== null }).data
  const subject = order
    ? `${order.listingTitle} · ${paymentTotal(order.payment)}`
    : post?.content && !post.removedByModerators
      ? `“${post.content}”`
      : null
  if (!subject) return null
  return (
    <span className="notification-item__subject">
      <bdi>{subject}</bdi>
    </span>
  )
}
