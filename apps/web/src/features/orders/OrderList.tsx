import type { Order } from '@agora/domain'
import { Link } from 'react-router'
import { formatDate } from '../../i18n/format.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { paymentTotal } from './paymentTotal.ts'
import { StatusPill } from './StatusPill.tsx'

const NUMERIC_DATE = { year: 'numeric', month: 'numeric', day: 'numeric' } as const

/** Orders as rows linking to their pages. */
export function OrderList({ orders, label }: { orders: Order[]; label: string }) {
  return (
    <ul className="order-list" aria-label={label}>
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={`/orders/${order.id}`} className="order-row">
            <bdi className="order-row__title">{order.listingTitle}</bdi>
            <span className="order-row__meta">
              {richMessage(
                'orders.list.meta',
                { total: <Ltr>{paymentTotal(order.payment)}</Ltr> },
                { quantity: order.quantity, date: formatDate(order.createdAt, NUMERIC_DATE) },
              )}
            </span>
            <StatusPill status={order.status} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
