import { CURRENCIES, type Listing } from '@agora/domain'
import { Link } from 'react-router'
import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { formatAmount, fromBaseUnits, toBaseUnits } from '../../lib/money.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { AnalyticsChart } from './AnalyticsChart.tsx'
import { useSellerData } from './data.ts'
import type { AnalyticsDay } from './sellerTypes.ts'

/**
 * The Analytics tab, beyond the dashboard's two charts: the last 30 days' totals and how
 * many views became sales, a chart per measure, and the same figures for each listing.
 */
export function SellerAnalyticsReport({ address }: { address: string }) {
  const analytics = useSellerData('analytics', address)
  const listings = useSellerData('listings', address)
  if (analytics.isPending) return <Skeleton shape="block" height="16rem" />
  if (analytics.isError) return <p className="field__error">{t('sellers.analytics.loadError')}</p>
  const days = analytics.data
  const sum = (measure: 'views' | 'favorites' | 'sales') =>
    days.reduce((total, day) => total + day[measure], 0)
  const totals = { views: sum('views'), favorites: sum('favorites'), sales: sum('sales') }
  return (
    <section className="seller-report" aria-label={t('sellers.analytics.label')}>
      <div className="seller-stats">
        <Total label={t('sellers.analytics.views')} value={formatNumber(totals.views)} />
        <Total label={t('sellers.analytics.favourites')} value={formatNumber(totals.favorites)} />
        <Total label={t('sellers.analytics.sales')} value={formatNumber(totals.sales)} />
        <Total
          label={t('sellers.analytics.conversion')}
          value={conversion(totals.sales, totals.views)}
        />
        <Total label={t('sellers.dashboard.revenue')} value={revenueOf(days)} />
      </div>
      <div className="seller-analytics">
        <AnalyticsChart days={days} measure="views" label={t('sellers.analytics.views')} />
        <AnalyticsChart days={days} measure="favorites" label={t('sellers.analytics.favourites')} />
        <AnalyticsChart days={days} measure="sales" label={t('sellers.analytics.sales')} />
      </div>
      {listings.data && listings.data.length > 0 && <ListingFigures listings={listings.data} />}
    </section>
  )
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <GlassCard padding="small" className="seller-stat">
      <span>{label}</span>
      <Ltr as="strong">{value}</Ltr>
    </GlassCard>
  )
}

/** Each listing's figures since it was listed, most viewed first. */
function ListingFigures({ listings }: { listings: Listing[] }) {
  const rows = [...listings].sort((a, b) => b.stats.views - a.stats.views)
  return (
    <div className="seller-report__table">
      <table className="seller-figures">
        <caption>{t('sellers.analytics.byListing')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sellers.analytics.listing')}</th>
            <th scope="col">{t('sellers.analytics.views')}</th>
            <th scope="col">{t('sellers.analytics.favourites')}</th>
            <th scope="col">{t('sellers.analytics.sales')}</th>
            <th scope="col">{t('sellers.analytics.conversion')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((listing) => (
            <tr key={listing.id}>
              <th scope="row">
                <Link to={`/market/${listing.id}`}>
                  <bdi>{listing.title}</bdi>
                </Link>
              </th>
              <td>{formatNumber(listing.stats.views)}</td>
              <td>{formatNumber(listing.stats.favorites)}</td>
              <td>{formatNumber(listing.stats.sales)}</td>
              <td>{conversion(listing.stats.sales, listing.stats.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The period's revenue, each currency summed on its own and exactly ("0.15 ETH · 20 USDC"). */
function revenueOf(days: AnalyticsDay[]) {
  const earned = CURRENCIES.flatMap((currency) => {
    const units = days.reduce(
      (total, day) => total + toBaseUnits(day.revenue[currency] ?? '0', currency),
      0n,
    )
    return units > 0n ? [formatAmount(fromBaseUnits(units, currency), currency, 18)] : []
  })
  return earned.length > 0 ? earned.join(' · ') : '0'
}

/** Sales per view as a percentage; a dash before anyone has looked. */
function conversion(sales: number, views: number) {
  if (views === 0) return '—'
  return formatNumber(sales / views, { style: 'percent', maximumFractionDigits: 1 })
}
