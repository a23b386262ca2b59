import type { SearchResults, SearchType } from '@agora/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import type { PageResponse } from '../../lib/responses.ts'

export const searchKeys = {
  results: (type: SearchType, q: string) => ['search', type, q] as const,
}

/** The first page of `type` results for `q`; nothing is asked for an empty `q`. */
export function useSearch<T extends SearchType>(type: T, q: string) {
  const term = q.trim()
  return useQuery({
    queryKey: searchKeys.results(type, term),
    queryFn: ({ signal }) =>
      apiFetch<PageResponse<SearchResults[T]>>(
        `/api/search?${new URLSearchParams({ type, q: term })}`,
        { signal },
      ),
    enabled: term.length > 0,
    staleTime: 30_000,
    // the list stays while the next letters' answer comes, instead of flickering empty
    placeholderData: keepPreviousData,
  })
}
