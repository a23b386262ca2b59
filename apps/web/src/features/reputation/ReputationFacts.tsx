import type { SellerReputation } from '@agora/domain'
import { useQuery } from '@tanstack/react-query'
import { formatDate, formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { apiFetch } from '../../lib/api.ts'
import type { DataResponse } from '../../lib/responses.ts'
import './Reputation.css'

const useReputation = (address: string) =>
  useQuery({
    queryKey: ['sellers', address.toLowerCase(), 'reputation'],
    queryFn: ({ signal }) =>
      apiFetch<DataResponse<SellerReputation>>(`/api/sellers/${address}/reputation`, {
        signal,
      }).then((response) => response.data),
    staleTime: 60_000,
  })

const PERCENT = { style: 'percent', maximumFractionDigits: 0 } as const

/** Each figure of a seller's record as a sentence that says where it comes from. */
function sentences(reputation: SellerReputation, compact: boolean) {
  const since = reputation.firstSaleAt
    ? formatDate(reputation.firstSaleAt, { month: 'long', year: 'numeric' })
    : ''
  const lines = [
    reputation.completedOrders === 0
      ? t('reputation.noSales')
      : t('reputation.sales', { count: reputation.completedOrders, since }),
    t('reputation.disputes', {
      disputes: reputation.disputedOrders,
      refunds: reputation.refundedOrders,
    }),
  ]
  if (compact) return [lines.join('; ')]
  lines.push(
    reputation.averageRating === null
      ? t('reputation.noRatings')
      : t('reputation.rating', {
          average: formatNumber(reputation.averageRating, { maximumFractionDigits: 1 }),
          count: reputation.ratingCount,
        }),
  )
  if (reputation.onTimeShipRate !== null)
    lines.push(t('reputation.onTime', { rate: formatNumber(reputation.onTimeShipRate, PERCENT) }))
  return lines
}

/**
 * A seller's record from orders paid and verified on-chain, in words. Its space is held while
 * it loads, so nothing below it moves; nothing shows if it cannot be read.
 */
export function ReputationFacts({
  address,
  compact = false,
}: {
  address: string
  compact?: boolean
}) {
  const reputation = useReputation(address)
  const lines = reputation.data ? sentences(reputation.data, compact) : []
  if (compact) return <span className="reputation reputation--compact">{lines[0]}</span>
  return (
    <section
      className="reputation"
      aria-label={t('reputation.label')}
      aria-busy={reputation.isPending}
    >
      <ul className="reputation__facts">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {reputation.data && <p className="reputation__source">{t('reputation.source')}</p>}
    </section>
  )
}
