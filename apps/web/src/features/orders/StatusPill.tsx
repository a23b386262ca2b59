import type { OrderStatus } from '@agora/domain'
import { ORDER_STATUS_LABELS } from './orderStatus.ts'
import './Orders.css'

export function StatusPill({ status }: { status: OrderStatus }) {
  return <span className={`status-pill status-pill--${status}`}>{ORDER_STATUS_LABELS[status]}</span>
}
