import type { Bookmark, BookmarkKind } from '@agora/domain'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { bookmarkKeys } from '../../lib/bookmarks.ts'
import type { PageResponse } from '../../lib/responses.ts'

function bookmarksPath(kind: BookmarkKind | null, cursor: string | null): `/api/${string}` {
  const params = new URLSearchParams()
  if (kind) params.set('kind', kind)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `/api/bookmarks?${query}` : '/api/bookmarks'
}

/** The viewer's bookmarks newest first: of one kind, or (null) of every kind. */
export const bookmarksQueryOptions = (kind: BookmarkKind | null) =>
  infiniteQueryOptions({
    queryKey: bookmarkKeys.list(kind),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<Bookmark>>(bookmarksPath(kind, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })

export const useBookmarks = (kind: BookmarkKind | null, enabled: boolean) =>
  useInfiniteQuery({ ...bookmarksQueryOptions(kind), enabled })
