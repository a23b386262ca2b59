import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { ListingCard } from '../marketplace/ListingCard.tsx'
import { useSellerData } from './data.ts'

export function SellerListings({ address }: { address: string }) {
  const listings = useSellerData('listings', address)
  if (listings.isPending) return <Skeleton shape="block" height="8rem" />
  if (listings.isError) return <p className="field__error">{t('sellers.listings.loadError')}</p>
  if (listings.data.length === 0) {
    return (
      <EmptyState
        icon="inbox"
        title={t('sellers.listings.empty.title')}
        action={
          <Link className="button button--primary button--medium" to="/sell/listings/new">
            {t('sellers.area.listItem')}
          </Link>
        }
      >
        {t('sellers.listings.empty.body')}
      </EmptyState>
    )
  }
  return (
    <ul className="listing-grid" aria-label={t('sellers.listings.label')}>
      {listings.data.map((listing) => (
        <ListingCard key={listing.id} listing={listing} />
      ))}
    </ul>
  )
}
