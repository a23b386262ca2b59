import { Skeleton } from '../../ui/Skeleton.tsx'
import { AnalyticsChart } from './AnalyticsChart.tsx'
import { useSellerData } from './data.ts'

export function SellerAnalytics({ address }: { address: string }) {
  const analytics = useSellerData('analytics', address)
  if (analytics.isPending) return <Skeleton shape="block" height="10rem" />
  if (analytics.isError) return <p className="field__error">Analytics could not be loaded.</p>
  return (
    <section className="seller-analytics" aria-label="Analytics">
      <AnalyticsChart days={analytics.data} measure="views" label="Views" />
      <AnalyticsChart days={analytics.data} measure="sales" label="Sales" />
    </section>
  )
}
