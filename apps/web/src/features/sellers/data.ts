import type { Listing, Order, SellerProfile } from '@agora/domain'
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiFetch } from '../../lib/api.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { logSellerError } from './logSellerError.ts'
import { SELLER_CACHE, sellerCacheFor } from './sellerCache.ts'
import { type SellerKind, sellerKey } from './sellerKeys.ts'
import type {
  AnalyticsDay,
  SellerDashboard,
  SellerNotification,
  SellerStore,
} from './sellerTypes.ts'

type SellerData = {
  profile: SellerProfile
  dashboard: SellerDashboard
  listings: Listing[]
  orders: Order[]
  notifications: SellerNotification[]
  store: SellerStore
  analytics: AnalyticsDay[]
}

function sellerQueryOptions<K extends SellerKind>(
  queryClient: QueryClient,
  kind: K,
  address: string,
) {
  const queryKey = sellerKey(kind, address)
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      sellerCacheFor(queryClient).touch(queryKey)
      try {
        const path: `/api/${string}` = `/api/sellers/${address}/${kind}`
        return (await apiFetch<DataResponse<SellerData[K]>>(path, { signal })).data
      } catch (error) {
        logSellerError(kind, error)
        throw error
      }
    },
    staleTime: SELLER_CACHE.freshMs,
  })
}

/** A seller's data of one kind; the cache records the read for its sweep. */
export function useSellerData<K extends SellerKind>(
  kind: K,
  address: string | undefined,
  enabled = true,
) {
  const queryClient = useQueryClient()
  const options = sellerQueryOptions(queryClient, kind, address ?? '')
  useEffect(() => {
    if (address) sellerCacheFor(queryClient).touch(sellerKey(kind, address))
  }, [address, kind, queryClient])
  return useQuery({ ...options, enabled: enabled && Boolean(address) })
}

/** Loads a seller's profile and dashboard ahead of need (spec §9: warm-up defaults). */
export function useSellerWarmUp(
  address: string | undefined,
  kinds: SellerKind[] = ['profile', 'dashboard'],
) {
  const queryClient = useQueryClient()
  const list = kinds.join(',')
  useEffect(() => {
    if (!address) return
    for (const kind of list.split(',') as SellerKind[]) {
      void queryClient.prefetchQuery({
        ...sellerQueryOptions(queryClient, kind, address),
        gcTime: SELLER_CACHE.warmKeepMs,
      })
    }
  }, [address, list, queryClient])
}

/** Public profile of any seller (store pages, seller cards). */
export const useSellerProfile = (address: string | undefined) => useSellerData('profile', address)
