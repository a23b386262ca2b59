import type { Post } from '@agora/domain'
import type { QueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { updateCachedPost } from '../../lib/postCache.ts'
import type { DataResponse } from '../../lib/responses.ts'

// the server reads a link within its 3 s limit (twice: the page, then its image)
const CHECKS_AFTER_MS = [600, 1200, 2000, 3000, 4500, 7000]

/**
 * After someone posts or edits a post with a link, reads it again a few times until its
 * preview changes (the server makes it after answering) and puts it in every cached copy.
 */
export async function watchLinkPreview(queryClient: QueryClient, written: Post): Promise<void> {
  const before = JSON.stringify(written.linkPreview)
  for (const delay of CHECKS_AFTER_MS) {
    await new Promise((resolve) => setTimeout(resolve, delay))
    let post: Post
    try {
      post = (await apiFetch<DataResponse<Post>>(`/api/posts/${written.id}`)).data
    } catch {
      return // gone, or the network is: the next feed read shows whatever there is
    }
    if (JSON.stringify(post.linkPreview) === before) continue
    updateCachedPost(queryClient, post.id, (cached) => ({
      ...cached,
      linkPreview: post.linkPreview,
    }))
    return
  }
}
