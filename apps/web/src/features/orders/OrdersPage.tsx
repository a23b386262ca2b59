import { Link } from 'react-router'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { useMyOrders } from './data.ts'
import { OrderList } from './OrderList.tsx'
import './Orders.css'

/** The buyer's orders, newest first. */
export function OrdersPage() {
  return (
    <RequireSession title="My orders">
      <BuyerOrders />
    </RequireSession>
  )
}

function BuyerOrders() {
  const { isAuthenticated } = useAuth()
  const orders = useMyOrders(isAuthenticated)
  return (
    <div className="view">
      <header className="view__header">
        <h1>My orders</h1>
        <p>What you bought, and where each order stands.</p>
      </header>
      {orders.isPending && (
        <div role="status" aria-label="Loading orders" className="order-list">
          <Skeleton shape="block" height="4rem" />
          <Skeleton shape="block" height="4rem" />
        </div>
      )}
      {orders.isError && (
        <LoadError
          title="Could not load your orders"
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      )}
      {orders.data?.length === 0 && (
        <EmptyState
          icon="inbox"
          title="No orders yet"
          action={
            <Link className="button button--primary button--medium" to="/market">
              Browse the marketplace
            </Link>
          }
        >
          Items you buy show up here.
        </EmptyState>
      )}
      {orders.data && orders.data.length > 0 && (
        <OrderList orders={orders.data} label="My orders" />
      )}
    </div>
  )
}
