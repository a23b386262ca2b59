import type { Order } from '@agora/domain'
import { Link } from 'react-router'
import { paymentTotal } from './paymentTotal.ts'
import { StatusPill } from './StatusPill.tsx'

/** Orders as rows linking to their pages. */
export function OrderList({ orders, label }: { orders: Order[]; label: string }) {
  return (
    <ul className="order-list" aria-label={label}>
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={`/orders/${order.id}`} className="order-row">
            <span className="order-row__title">{order.listingTitle}</span>
            <span className="order-row__meta">
              {order.quantity} × · {paymentTotal(order.payment)} ·{' '}
              {new Date(order.createdAt).toLocaleDateString()}
            </span>
            <StatusPill status={order.status} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
