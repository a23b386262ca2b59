import type { Author } from '@agora/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from './api.ts'
import type { PageResponse } from './responses.ts'

/**
 * Users whose handle, name or address starts with `q` (the first page of
 * `GET /api/search?type=people`): suggestions while someone types; nothing for an empty `q`.
 */
export function useUserSearch(q: string) {
  const term = q.trim()
  return useQuery({
    queryKey: ['search', 'people', term, 'first'] as const,
    queryFn: ({ signal }) =>
      apiFetch<PageResponse<Author>>(
        `/api/search?${new URLSearchParams({ type: 'people', q: term })}`,
        {
          signal,
        },
      ),
    enabled: term.length > 0,
    staleTime: 30_000,
    // the list stays while the next letters' answer comes, instead of flickering empty
    placeholderData: keepPreviousData,
  })
}
