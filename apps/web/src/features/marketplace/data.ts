import type { Listing } from '@agora/domain'
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { bookmarkKeys } from '../../lib/bookmarks.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { type ListingFilters, listingKeys } from '../../lib/listingKeys.ts'
import type { DataResponse, PageResponse } from '../../lib/responses.ts'
import { emitSellerEvent } from '../../lib/sellerEvents.ts'

const PAGE_SIZE = 24

function searchPath(filters: ListingFilters, cursor: string | null): `/api/${string}` {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  if (cursor) params.set('cursor', cursor)
  params.set('limit', String(PAGE_SIZE))
  return `/api/marketplace/listings?${params}`
}

export const listingSearchQueryOptions = (filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: listingKeys.search(filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<Listing>>(searchPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // the marketplace cache is short (spec §9: 2 min, network first)
    staleTime: 2 * 60_000,
  })

export const useListingSearch = (filters: ListingFilters) =>
  useInfiniteQuery(listingSearchQueryOptions(filters))

export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<DataResponse<Listing>>(`/api/marketplace/listings/${id}`, { signal }).then(
        (response) => response.data,
      ),
    staleTime: 2 * 60_000,
  })

export const useListing = (id: string) => useQuery(listingQueryOptions(id))

/** Favourite toggle, shown at once and put back if the server says no. */
export function useFavoriteListing(id: string) {
  const queryClient = useQueryClient()
  const key = listingKeys.detail(id)
  return useMutation({
    mutationFn: (favorite: boolean) =>
      apiFetch<DataResponse<Listing>>(`/api/marketplace/listings/${id}/favorite`, {
        method: favorite ? 'POST' : 'DELETE',
        headers: idempotencyHeaders(newIdempotencyKey()),
      }).then((response) => response.data),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Listing>(key)
      if (previous) {
        const favorites = previous.stats.favorites + (favorite ? 1 : -1)
        queryClient.setQueryData<Listing>(key, {
          ...previous,
          viewerFavorited: favorite,
          stats: { ...previous.stats, favorites },
        })
      }
      return { previous }
    },
    onError: (_error, _favorite, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSuccess: (listing) => {
      queryClient.setQueryData(key, listing)
      emitSellerEvent('seller-listing-updated', listing.sellerAddress)
    },
    // a listing's favourite is its bookmark
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  })
}
