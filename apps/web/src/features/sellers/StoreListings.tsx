import type { ComponentProps } from 'react'
import { t } from '../../i18n/i18n.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ListingCard } from '../marketplace/ListingCard.tsx'
import '../marketplace/Listings.css'

type Listing = ComponentProps<typeof ListingCard>['listing']

/** A seller's active listings, as their store and their page show them. */
export function StoreListings({ listings }: { listings: Listing[] }) {
  if (listings.length === 0) return <EmptyState icon="inbox" title={t('sellers.store.empty')} />
  return (
    <ul className="listing-grid" aria-label={t('sellers.store.listings')}>
      {listings.map((listing) => (
        <ListingCard key={listing.id} listing={listing} />
      ))}
    </ul>
  )
}
