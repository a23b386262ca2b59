import { Link } from 'react-router'
import { shortAddress } from '../../lib/shortAddress.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useSellerProfile } from '../sellers/data.ts'

/** Who sells this: name, rating and sales, linking to the store. */
export function SellerCard({ address }: { address: string }) {
  const profile = useSellerProfile(address)
  if (profile.isPending) return <Skeleton shape="block" height="5rem" />
  const data = profile.data
  const name = data?.displayName ?? data?.handle ?? shortAddress(address)
  const rating = data?.rating
  return (
    <GlassCard padding="small" className="seller-card" aria-label="Seller">
      <Avatar person={{ address, handle: data?.handle ?? address, ...data }} size={40} />
      <div className="seller-card__text">
        <Link to={`/store/${address}`} className="seller-card__name">
          {name}
        </Link>
        <span className="seller-card__meta">
          {rating?.average != null
            ? `★ ${rating.average.toFixed(1)} (${rating.count} review${rating.count === 1 ? '' : 's'})`
            : 'No reviews yet'}
          {data && ` · ${data.stats.sales} sales`}
          {data?.verified && ' · Verified'}
        </span>
      </div>
    </GlassCard>
  )
}
