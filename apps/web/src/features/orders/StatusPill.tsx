import type { OrderStatus } from '@agora/domain'
import { orderStatusLabel } from './orderStatus.ts'
import './Orders.css'

export function StatusPill({ status }: { status: OrderStatus }) {
  return <span className={`status-pill status-pill--${status}`}>{orderStatusLabel(status)}</span>
}
