import type { Order } from '@agora/domain'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { formatDate } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { shortAddress } from '../../lib/shortAddress.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { QueryResult } from '../../ui/QueryResult.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { TransactionLink } from '../../ui/TransactionLink.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { newMessageHref } from '../messages/messageLinks.ts'
import { CheckoutPanel } from './CheckoutPanel.tsx'
import { useOrder } from './data.ts'
import { NetworkName } from './NetworkName.tsx'
import { OrderActions } from './OrderActions.tsx'
import { OrderTimeline } from './OrderTimeline.tsx'
import { paymentTotal } from './paymentTotal.ts'
import { ShippingAddressCard } from './ShippingAddressCard.tsx'
import { StatusPill } from './StatusPill.tsx'
import './Orders.css'

const NUMERIC_DATE = { year: 'numeric', month: 'numeric', day: 'numeric' } as const

/** One order: what was bought, its payment, timeline and the next moves. */
export function OrderPage() {
  return (
    <RequireSession title={t('orders.page.title')}>
      <OrderDetails />
    </RequireSession>
  )
}

function OrderDetails() {
  const { orderId = '' } = useParams()
  const order = useOrder(orderId)

  return (
    <QueryResult
      query={order}
      loadingLabel={t('orders.page.loading')}
      errorTitle={t('orders.page.loadError')}
      skeleton={
        <>
          <Skeleton width="50%" height="2rem" />
          <Skeleton shape="block" height="12rem" />
        </>
      }
    >
      {(data) => <OrderBody order={data} />}
    </QueryResult>
  )
}

function OrderBody({ order: data }: { order: Order }) {
  const location = useLocation()
  const navigate = useNavigate()
  const { user, isAdmin } = useAuth()
  // read once: the history entry keeps its state across reloads, which must not pay twice
  const [startPayment] = useState(
    () => (location.state as { startPayment?: boolean } | null)?.startPayment === true,
  )
  // the checkout stays on screen after the order turns paid, to show how it ended
  const [showCheckout] = useState(() => data.status === 'awaiting_payment')
  useEffect(() => {
    if (startPayment) navigate(location.pathname, { replace: true, state: null })
  }, [startPayment, navigate, location.pathname])
  const viewer = user?.address ?? ''
  const isBuyer = data.buyerAddress.toLowerCase() === viewer.toLowerCase()
  return (
    <div className="view order-page">
      <header className="view__header">
        <Link to={isBuyer ? '/orders' : '/sell/orders'} className="back-link">
          ← {isBuyer ? t('orders.mine.title') : t('orders.page.backToShip')}
        </Link>
        <h1 dir="auto">{data.listingTitle}</h1>
        <p>
          <StatusPill status={data.status} /> · {data.quantity} × · {paymentTotal(data.payment)} ·{' '}
          {isBuyer
            ? t('orders.page.seller', { address: shortAddress(data.sellerAddress) })
            : t('orders.page.buyer', { address: shortAddress(data.buyerAddress) })}
        </p>
        <Link
          className="button button--outline button--small"
          to={newMessageHref(isBuyer ? data.sellerAddress : data.buyerAddress, {
            orderId: data.id,
          })}
        >
          {isBuyer ? t('orders.page.messageSeller') : t('orders.page.messageBuyer')}
        </Link>
      </header>
      {isBuyer && showCheckout && <CheckoutPanel order={data} autoStart={startPayment} />}
      <GlassCard padding="medium" className="order-card">
        <h2>{t('orders.page.timeline')}</h2>
        <OrderTimeline events={data.events} chainId={data.payment.chainId} />
        <p className="order-card__meta">
          {richMessage('orders.page.network', {
            network: <NetworkName chainId={data.payment.chainId} />,
          })}
        </p>
        {data.txHash && (
          <p className="order-card__meta">
            {richMessage('orders.page.transaction', {
              transaction: <TransactionLink chainId={data.payment.chainId} hash={data.txHash} />,
            })}
          </p>
        )}
        {data.escrow && (
          <p className="order-card__meta">
            {data.escrow.releaseAfter && (data.status === 'paid' || data.status === 'shipped')
              ? richMessage(
                  'orders.page.escrowUntil',
                  { contract: <code>{shortAddress(data.escrow.address)}</code> },
                  { date: formatDate(data.escrow.releaseAfter, NUMERIC_DATE) },
                )
              : richMessage('orders.page.escrow', {
                  contract: <code>{shortAddress(data.escrow.address)}</code>,
                })}
          </p>
        )}
        {data.shippingAddress && <ShippingAddressCard address={data.shippingAddress} />}
        {data.shipping && (
          <p className="order-card__meta">
            {richMessage(
              'orders.page.shipped',
              { trackingNumber: <strong>{data.shipping.trackingNumber}</strong> },
              { carrier: data.shipping.carrier },
            )}
          </p>
        )}
        {data.review && (
          <p className="order-card__meta">
            {t('orders.page.review', {
              stars: '★'.repeat(data.review.rating) + '☆'.repeat(5 - data.review.rating),
              comment: data.review.comment,
            })}
          </p>
        )}
      </GlassCard>
      <OrderActions order={data} viewerAddress={viewer} isAdmin={isAdmin} />
    </div>
  )
}
