import { ORDER_STATUSES, type OrderStatus } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'

export const orderStatusLabel = (status: OrderStatus) => t(`orders.status.${status}`)

/**
 * @deprecated `orderStatusLabel`. Each label is read when asked for, in the active language
 * (the sellers' dashboard still reads this map).
 */
export const ORDER_STATUS_LABELS = Object.defineProperties(
  {},
  Object.fromEntries(
    ORDER_STATUSES.map((status) => [
      status,
      { enumerable: true, get: () => orderStatusLabel(status) },
    ]),
  ),
) as Readonly<Record<OrderStatus, string>>

const EVENT_TYPES = [
  'created',
  'paid',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'expired',
  'disputed',
  'resolved',
  'refunded',
  'released',
  'dispute_message',
  'dispute_referred',
  'dispute_decided',
  'review',
] as const
type EventType = (typeof EVENT_TYPES)[number]
const isEventType = (type: string): type is EventType =>
  (EVENT_TYPES as readonly string[]).includes(type)

export const eventLabel = (type: string) =>
  isEventType(type) ? t(`orders.event.${type}`) : type.replaceAll('_', ' ')
