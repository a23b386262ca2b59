import { useParams } from 'react-router'
import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { shortAddress } from '../../lib/shortAddress.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LoadedStore } from './LoadedStore.tsx'
import { StoreListings } from './StoreListings.tsx'
import type { SellerStore } from './sellerTypes.ts'
import '../marketplace/Listings.css'
import './Seller.css'
import { Ltr } from '../../ui/Ltr.tsx'
import { ReputationFacts } from '../reputation/ReputationFacts.tsx'

/** A seller's public store: profile, rating and active listings. */
export function StorePage() {
  const { address = '' } = useParams()
  return <LoadedStore address={address}>{(store) => <Store {...store} />}</LoadedStore>
}

function Store({ profile, listings }: SellerStore) {
  const rating = profile.rating
  return (
    <div className="view">
      <GlassCard padding="medium" className="seller-card">
        <Avatar user={profile} size={56} />
        <div className="seller-card__text">
          <h1 className="listing-page__title" dir="auto">
            {profile.displayName ?? profile.handle}
          </h1>
          <span className="seller-card__meta">
            <Ltr>{shortAddress(profile.address)}</Ltr> ·{' '}
            {rating.average != null
              ? t('sellers.store.rating', {
                  average: oneDecimal(rating.average),
                  count: rating.count,
                })
              : t('sellers.store.noReviews')}{' '}
            · {t('sellers.store.sales', { count: profile.stats.sales })}
          </span>
          {profile.bio && <p>{profile.bio}</p>}
        </div>
      </GlassCard>
      <ReputationFacts address={profile.address} />
      <StoreListings listings={listings} />
    </div>
  )
}

const oneDecimal = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
