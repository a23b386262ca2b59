import { AS_SELLER, mayActOnOrder, ORDER_STEPS } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { paymentTotal } from '../orders/paymentTotal.ts'
import { ShipForm } from '../orders/ShipForm.tsx'
import { ShippingAddressCard } from '../orders/ShippingAddressCard.tsx'
import { StatusPill } from '../orders/StatusPill.tsx'
import { useSellerData } from './data.ts'

/** The seller's orders; those to ship carry the address and a ship form. */
export function SellerOrders({ address }: { address: string }) {
  const orders = useSellerData('orders', address)
  if (orders.isPending) return <Skeleton shape="block" height="6rem" />
  if (orders.isError) return <p className="field__error">{t('sellers.orders.loadError')}</p>
  if (orders.data.length === 0)
    return (
      <EmptyState icon="inbox" title={t('sellers.orders.empty.title')}>
        {t('sellers.orders.empty.body')}
      </EmptyState>
    )
  return (
    <ul className="order-list" aria-label={t('sellers.orders.label')}>
      {orders.data.map((order) => {
        const shippable = mayActOnOrder(ORDER_STEPS.ship, order.status, AS_SELLER)
        return (
          <li key={order.id}>
            <GlassCard padding="small" className="seller-order">
              <div className="seller-order__head">
                <Link to={`/orders/${order.id}`}>
                  <bdi>{order.listingTitle}</bdi>
                </Link>
                <span>
                  {order.quantity} × · {paymentTotal(order.payment)}
                </span>
                <StatusPill status={order.status} />
              </div>
              {shippable && order.shippingAddress && (
                <ShippingAddressCard address={order.shippingAddress} />
              )}
              {shippable && <ShipForm orderId={order.id} />}
            </GlassCard>
          </li>
        )
      })}
    </ul>
  )
}
