import type { OrderStatus } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { formatAmount } from '../../lib/money.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { ORDER_STATUS_LABELS } from '../orders/orderStatus.ts'
import { useSellerData } from './data.ts'

/** Orders by status, revenue per currency and unread notifications. */
export function DashboardSummary({ address }: { address: string }) {
  const dashboard = useSellerData('dashboard', address)
  if (dashboard.isPending) return <Skeleton shape="block" height="6rem" />
  if (dashboard.isError) return <p className="field__error">{t('sellers.dashboard.loadError')}</p>
  const { ordersByStatus, revenue, unreadNotifications } = dashboard.data
  const revenueEntries = Object.entries(revenue)
  return (
    <section className="seller-stats" aria-label={t('sellers.dashboard.label')}>
      <GlassCard padding="small" className="seller-stat">
        <span>{t('sellers.dashboard.revenue')}</span>
        <Ltr as="strong">
          {revenueEntries.length === 0
            ? '0'
            : revenueEntries
                .map(([currency, amount]) => formatAmount(amount, currency as 'ETH' | 'USDC'))
                .join(' · ')}
        </Ltr>
      </GlassCard>
      {Object.entries(ordersByStatus).map(([status, count]) => (
        <GlassCard key={status} padding="small" className="seller-stat">
          <span>{ORDER_STATUS_LABELS[status as OrderStatus] ?? status}</span>
          <strong>{count}</strong>
        </GlassCard>
      ))}
      <GlassCard padding="small" className="seller-stat">
        <span>{t('sellers.dashboard.unread')}</span>
        <strong>
          <Link to="/sell/notifications">{unreadNotifications}</Link>
        </strong>
      </GlassCard>
    </section>
  )
}
