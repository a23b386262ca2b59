import type { OrderStatus } from '@agora/domain'

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  disputed: 'Disputed',
  refunded: 'Refunded',
}

const EVENT_LABELS: Record<string, string> = {
  created: 'Order placed',
  paid: 'Payment verified',
  shipped: 'Shipped',
  delivered: 'Delivery confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  disputed: 'Dispute opened',
  resolved: 'Dispute resolved',
  refunded: 'Refunded',
  released: 'Released',
  dispute_message: 'Dispute message',
  review: 'Reviewed',
}

export const eventLabel = (type: string) => EVENT_LABELS[type] ?? type.replaceAll('_', ' ')
