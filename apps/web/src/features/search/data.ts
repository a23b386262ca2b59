import type { SearchResults, SearchType } from '@agora/domain'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import type { PageResponse } from '../../lib/responses.ts'

export const searchKeys = {
  results: (type: SearchType, q: string) => ['search', type, q] as const,
}

const searchPath = (type: SearchType, q: string, cursor: string | null): `/api/${string}` =>
  `/api/search?${new URLSearchParams({ type, q, ...(cursor ? { cursor } : {}) })}`

/** `type` results for `q`, a page at a time. */
export const searchQueryOptions = <T extends SearchType>(type: T, q: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(type, q),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<SearchResults[T]>>(searchPath(type, q, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 30_000,
  })

export function useSearchResults<T extends SearchType>(type: T, q: string) {
  return useInfiniteQuery({ ...searchQueryOptions(type, q.trim()), enabled: q.trim().length > 0 })
}
