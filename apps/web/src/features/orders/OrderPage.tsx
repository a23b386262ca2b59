import { mayActOnOrder, ORDER_STEPS, type Order } from '@agora/domain'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { newMessageHref } from '../../lib/newMessageHref.ts'
import { QueryResult } from '../../ui/QueryResult.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { CheckoutPanel } from './CheckoutPanel.tsx'
import { useOrder } from './data.ts'
import { OrderActions } from './OrderActions.tsx'
import { OrderParties } from './OrderParties.tsx'
import { OrderRecord } from './OrderRecord.tsx'
import { OrderStanding } from './OrderStanding.tsx'
import { orderRoleOf, orderViewerOf } from './orderRole.ts'
import './Orders.css'

/** One order: where it stands and what comes next, then what was bought, its timeline and the next moves. */
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
  useEffect(() => {
    if (startPayment) navigate(location.pathname, { replace: true, state: null })
  }, [startPayment, navigate, location.pathname])
  const viewer = user?.address ?? ''
  const role = orderRoleOf(data, viewer)
  const isBuyer = role === 'buyer'
  return (
    <div className="view order-page">
      <header className="view__header">
        <Link to={isBuyer ? '/orders' : '/sell/orders'} className="back-link">
          <span className="back-arrow">←</span>{' '}
          {isBuyer ? t('orders.mine.title') : t('orders.page.backToShip')}
        </Link>
        <h1 dir="auto">{data.listingTitle}</h1>
        <OrderParties order={data} viewerRole={role} />
        <Link
          className="button button--outline button--small"
          to={newMessageHref(isBuyer ? data.sellerAddress : data.buyerAddress, {
            orderId: data.id,
          })}
        >
          {isBuyer ? t('orders.page.messageSeller') : t('orders.page.messageBuyer')}
        </Link>
      </header>
      <OrderStanding order={data} viewerRole={role} />
      {/* the pay prompt only while payment is due: once paid, the standing above says so */}
      {mayActOnOrder(ORDER_STEPS.pay, data.status, orderViewerOf(data, viewer, isAdmin)) && (
        <CheckoutPanel order={data} autoStart={startPayment} />
      )}
      <OrderRecord order={data} />
      <OrderActions order={data} viewerAddress={viewer} isAdmin={isAdmin} />
    </div>
  )
}
