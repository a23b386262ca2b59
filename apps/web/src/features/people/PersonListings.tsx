import { t } from '../../i18n/i18n.ts'
import { LoadError } from '../../ui/LoadError.tsx'
import { ListingGridSkeleton } from '../listings/ListingGridSkeleton.tsx'
import { useSellerData } from '../sellers/data.ts'
import { StoreListings } from '../sellers/StoreListings.tsx'

/** A person's active listings on their page: their store's. */
export function PersonListings({ address }: { address: string }) {
  const store = useSellerData('store', address)
  if (store.isPending) return <ListingGridSkeleton />
  if (store.isError)
    return (
      <LoadError
        title={t('sellers.store.loadError')}
        error={store.error}
        onRetry={() => void store.refetch()}
      />
    )
  return <StoreListings listings={store.data.listings} />
}
