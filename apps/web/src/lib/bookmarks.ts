import type { BookmarkKind, BookmarkState } from '@agora/domain'
import { apiFetch } from './api.ts'
import { idempotencyHeaders } from './idempotencyKey.ts'
import type { DataResponse } from './responses.ts'

/** Every bookmark list shares this prefix: one invalidation refreshes them all. */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: (kind: BookmarkKind | null) => ['bookmarks', kind ?? 'all'] as const,
}

/** Bookmarks or un-bookmarks an item; the key makes a retry answer what the first one did. */
export async function putBookmark(
  kind: BookmarkKind,
  id: string,
  bookmarked: boolean,
  idempotencyKey: string,
): Promise<BookmarkState> {
  const response = await apiFetch<DataResponse<BookmarkState>>(`/api/bookmarks/${kind}/${id}`, {
    method: bookmarked ? 'PUT' : 'DELETE',
    headers: idempotencyHeaders(idempotencyKey),
  })
  return response.data
}
