import type { Revision } from '@agora/domain'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import type { PageResponse } from '../../lib/responses.ts'

/** What has an edit history: a post, or a comment (by its own id). */
export type Revised = { kind: 'post' | 'comment'; id: string }

export const revisionKeys = {
  all: ['revisions'] as const,
  of: ({ kind, id }: Revised) => ['revisions', kind, id] as const,
}

function revisionsPath({ kind, id }: Revised, cursor: string | null): `/api/${string}` {
  const base = `/api/${kind === 'post' ? 'posts' : 'comments'}/${id}/revisions` as const
  return cursor ? `${base}?cursor=${encodeURIComponent(cursor)}` : base
}

export const revisionsQueryOptions = (revised: Revised) =>
  infiniteQueryOptions({
    queryKey: revisionKeys.of(revised),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<Revision>>(revisionsPath(revised, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })

export const useRevisions = (revised: Revised) => useInfiniteQuery(revisionsQueryOptions(revised))
