import { useParams } from 'react-router'
import { shortAddress } from '../../lib/shortAddress.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { ListingCard } from '../listings/ListingCard.tsx'
import { ListingGridSkeleton } from '../listings/ListingGridSkeleton.tsx'
import { useSellerData } from './data.ts'
import '../listings/Listings.css'
import './Seller.css'

/** A seller's public store: profile, rating and active listings. */
export function StorePage() {
  const { address = '' } = useParams()
  const store = useSellerData('store', address)
  if (store.isPending) return <ListingGridSkeleton />
  if (store.isError)
    return (
      <LoadError
        title="Could not load the store"
        error={store.error}
        onRetry={() => void store.refetch()}
      />
    )
  const { profile, listings } = store.data
  const rating = profile.rating
  return (
    <div className="view">
      <GlassCard padding="medium" className="seller-card">
        <Avatar person={profile} size={56} />
        <div className="seller-card__text">
          <h1 className="listing-page__title">{profile.displayName ?? profile.handle}</h1>
          <span className="seller-card__meta">
            {shortAddress(profile.address)} ·{' '}
            {rating.average != null
              ? `★ ${rating.average.toFixed(1)} (${rating.count})`
              : 'No reviews yet'}{' '}
            · {profile.stats.sales} sales
          </span>
          {profile.bio && <p>{profile.bio}</p>}
        </div>
      </GlassCard>
      {listings.length === 0 ? (
        <EmptyState icon="inbox" title="Nothing for sale right now" />
      ) : (
        <ul className="listing-grid" aria-label="Store listings">
          {listings.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
    </div>
  )
}
