import { isOpenOrder, type Order } from '@agora/domain'
import { formatDate } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { shortAddress } from '../../lib/shortAddress.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { TransactionHash } from '../../ui/TransactionHash.tsx'
import { NetworkName } from './NetworkName.tsx'
import { OrderTimeline } from './OrderTimeline.tsx'
import { ShippingAddressCard } from './ShippingAddressCard.tsx'

const NUMERIC_DATE = { year: 'numeric', month: 'numeric', day: 'numeric' } as const

/** What happened to the order so far: its timeline, network, payment, escrow and shipping. */
export function OrderRecord({ order }: { order: Order }) {
  const { chainId } = order.payment
  return (
    <GlassCard padding="medium" className="order-card">
      <h2>{t('orders.page.timeline')}</h2>
      <OrderTimeline events={order.events} chainId={chainId} />
      <p className="order-card__meta">
        {richMessage('orders.page.network', { network: <NetworkName chainId={chainId} /> })}
      </p>
      {order.txHash && (
        <p className="order-card__meta">
          {richMessage('orders.page.transaction', {
            transaction: <TransactionHash chainId={chainId} hash={order.txHash} />,
          })}
        </p>
      )}
      {order.escrow && (
        <p className="order-card__meta">
          {order.escrow.releaseAfter && isOpenOrder(order.status)
            ? richMessage(
                'orders.page.escrowUntil',
                { contract: <Ltr as="code">{shortAddress(order.escrow.address)}</Ltr> },
                { date: formatDate(order.escrow.releaseAfter, NUMERIC_DATE) },
              )
            : richMessage('orders.page.escrow', {
                contract: <Ltr as="code">{shortAddress(order.escrow.address)}</Ltr>,
              })}
        </p>
      )}
      {order.shippingAddress && <ShippingAddressCard address={order.shippingAddress} />}
      {order.shipping && (
        <p className="order-card__meta">
          {richMessage(
            'orders.page.shipped',
            { trackingNumber: <strong>{order.shipping.trackingNumber}</strong> },
            { carrier: order.shipping.carrier },
          )}
        </p>
      )}
      {order.review && (
        <p className="order-card__meta">
          {t('orders.page.review', {
            stars: '★'.repeat(order.review.rating) + '☆'.repeat(5 - order.review.rating),
            comment: order.review.comment,
          })}
        </p>
      )}
    </GlassCard>
  )
}
