import { t } from '../../i18n/i18n.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { AnalyticsChart } from './AnalyticsChart.tsx'
import { useSellerData } from './data.ts'

export function SellerAnalytics({ address }: { address: string }) {
  const analytics = useSellerData('analytics', address)
  if (analytics.isPending) return <Skeleton shape="block" height="10rem" />
  if (analytics.isError) return <p className="field__error">{t('sellers.analytics.loadError')}</p>
  return (
    <section className="seller-analytics" aria-label={t('sellers.analytics.label')}>
      <AnalyticsChart days={analytics.data} measure="views" label={t('sellers.analytics.views')} />
      <AnalyticsChart days={analytics.data} measure="sales" label={t('sellers.analytics.sales')} />
    </section>
  )
}
