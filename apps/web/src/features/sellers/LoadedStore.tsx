import type { ReactNode } from 'react'
import { t } from '../../i18n/i18n.ts'
import { LoadError } from '../../ui/LoadError.tsx'
import { ListingGridSkeleton } from '../marketplace/ListingGridSkeleton.tsx'
import { useSellerData } from './data.ts'
import type { SellerStore } from './sellerTypes.ts'

/** A seller's public store once it is loaded: the store page's and a user's page's. */
export function LoadedStore({
  address,
  children,
}: {
  address: string
  children: (store: SellerStore) => ReactNode
}) {
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
  return children(store.data)
}
