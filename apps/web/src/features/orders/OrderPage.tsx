import type { Order } from '@agora/domain'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
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

/** One order: what was bought, its payment, timeline and the next moves. */
export function OrderPage() {
  return (
    <RequireSession title="Order">
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
      loadingLabel="Loading order"
      errorTitle="Could not load the order"
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
          ← {isBuyer ? 'My orders' : 'Orders to ship'}
        </Link>
        <h1>{data.listingTitle}</h1>
        <p>
          <StatusPill status={data.status} /> · {data.quantity} × · {paymentTotal(data.payment)} ·{' '}
          {isBuyer
            ? `seller ${shortAddress(data.sellerAddress)}`
            : `buyer ${shortAddress(data.buyerAddress)}`}
        </p>
        <Link
          className="button button--outline button--small"
          to={newMessageHref(isBuyer ? data.sellerAddress : data.buyerAddress, {
            orderId: data.id,
          })}
        >
          {isBuyer ? 'Message the seller' : 'Message the buyer'}
        </Link>
      </header>
      {isBuyer && showCheckout && <CheckoutPanel order={data} autoStart={startPayment} />}
      <GlassCard padding="medium" className="order-card">
        <h2>Timeline</h2>
        <OrderTimeline events={data.events} chainId={data.payment.chainId} />
        <p className="order-card__meta">
          Network <NetworkName chainId={data.payment.chainId} />
        </p>
        {data.txHash && (
          <p className="order-card__meta">
            Transaction <TransactionLink chainId={data.payment.chainId} hash={data.txHash} />
          </p>
        )}
        {data.escrow && (
          <p className="order-card__meta">
            Held in escrow by contract <code>{shortAddress(data.escrow.address)}</code>
            {data.escrow.releaseAfter &&
              (data.status === 'paid' || data.status === 'shipped') &&
              ` until delivery is confirmed, or released to the seller from ${new Date(data.escrow.releaseAfter).toLocaleDateString()}`}
            .
          </p>
        )}
        {data.shippingAddress && <ShippingAddressCard address={data.shippingAddress} />}
        {data.shipping && (
          <p className="order-card__meta">
            Shipped with {data.shipping.carrier}, tracking{' '}
            <strong>{data.shipping.trackingNumber}</strong>
          </p>
        )}
        {data.review && (
          <p className="order-card__meta">
            Review: {'★'.repeat(data.review.rating)}
            {'☆'.repeat(5 - data.review.rating)} {data.review.comment}
          </p>
        )}
      </GlassCard>
      <OrderActions order={data} viewerAddress={viewer} isAdmin={isAdmin} />
    </div>
  )
}
