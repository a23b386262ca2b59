import type { Post } from '@agora/domain'
import type { QueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { findCachedPost, updateCachedPost } from '../../lib/postCache.ts'
import type { DataResponse } from '../../lib/responses.ts'

// many readers hold a popular post: their reads of it are spread over this long
const SPREAD_MS = 1_000

/** Reads again the changed posts this client holds (`posts.changed`); the others it ignores. */
export function refreshChangedPosts(
  queryClient: QueryClient,
  postIds: string[],
  spreadMs = SPREAD_MS,
) {
  const held = postIds.filter((postId) => findCachedPost(queryClient, postId))
  if (held.length === 0) return
  setTimeout(() => {
    for (const postId of held)
      apiFetch<DataResponse<Post>>(`/api/posts/${postId}`).then(
        ({ data }) => updateCachedPost(queryClient, postId, () => data),
        // gone or out of reach: the next read of the list says so
        () => {},
      )
  }, Math.random() * spreadMs)
}
