import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
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
    <RequireSession title={t('orders.mine.title')}>
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
        <h1>{t('orders.mine.title')}</h1>
        <p>{t('orders.mine.intro')}</p>
        <Link to="/offers">{t('offers.page.title')}</Link>
      </header>
      {orders.isPending && (
        <div role="status" aria-label={t('orders.mine.loading')} className="order-list">
          <Skeleton shape="block" height="4rem" />
          <Skeleton shape="block" height="4rem" />
        </div>
      )}
      {orders.isError && (
        <LoadError
          title={t('orders.mine.loadError')}
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      )}
      {orders.data?.length === 0 && (
        <EmptyState
          icon="inbox"
          title={t('orders.mine.empty')}
          action={
            <Link className="button button--primary button--medium" to="/market">
              {t('orders.mine.browse')}
            </Link>
          }
        >
          {t('orders.mine.emptyHint')}
        </EmptyState>
      )}
      {orders.data && orders.data.length > 0 && (
        <OrderList orders={orders.data} label={t('orders.mine.title')} />
      )}
    </div>
  )
}
