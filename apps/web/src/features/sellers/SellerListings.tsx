import { Link } from 'react-router'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { ListingCard } from '../listings/ListingCard.tsx'
import { useSellerData } from './data.ts'

export function SellerListings({ address }: { address: string }) {
  const listings = useSellerData('listings', address)
  if (listings.isPending) return <Skeleton shape="block" height="8rem" />
  if (listings.isError) return <p className="field__error">Listings could not be loaded.</p>
  if (listings.data.length === 0) {
    return (
      <EmptyState
        icon="inbox"
        title="No listings yet"
        action={
          <Link className="button button--primary button--medium" to="/sell/listings/new">
            List an item
          </Link>
        }
      >
        Your items for sale show up here.
      </EmptyState>
    )
  }
  return (
    <ul className="listing-grid" aria-label="My listings">
      {listings.data.map((listing) => (
        <ListingCard key={listing.id} listing={listing} />
      ))}
    </ul>
  )
}
