import { Link } from 'react-router'
import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { shortAddress } from '../../lib/shortAddress.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useSellerProfile } from './data.ts'

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 }

/** Who sells this: name, rating and sales, linking to the store. */
export function SellerCard({ address }: { address: string }) {
  const profile = useSellerProfile(address)
  if (profile.isPending) return <Skeleton shape="block" height="5rem" />
  const data = profile.data
  const name = data?.displayName ?? data?.handle ?? shortAddress(address)
  const rating = data?.rating
  const meta = [
    rating?.average != null
      ? t('marketplace.seller.rating', {
          average: formatNumber(rating.average, ONE_DECIMAL),
          count: rating.count,
        })
      : t('marketplace.seller.noReviews'),
    data && t('marketplace.seller.sales', { count: data.stats.sales }),
    data?.verified && t('marketplace.seller.verified'),
  ].filter(Boolean)
  return (
    <GlassCard padding="small" className="seller-card" aria-label={t('marketplace.seller.label')}>
      <Avatar user={{ address, handle: data?.handle ?? address, ...data }} size={40} />
      <div className="seller-card__text">
        <Link to={`/store/${address}`} className="seller-card__name">
          <bdi>{name}</bdi>
        </Link>
        <span className="seller-card__meta">{meta.join(' · ')}</span>
      </div>
    </GlassCard>
  )
}
