import type { QueryClient } from '@tanstack/react-query'
import { FEED_KEY, type PostPages } from '../../lib/postCache.ts'

/** Takes a user's posts (and what they reposted) out of every cached feed. */
export function removeAuthorFromFeeds(queryClient: QueryClient, userId: string) {
  for (const [key, pages] of queryClient.getQueriesData<PostPages>({ queryKey: FEED_KEY })) {
    if (!pages) continue
    queryClient.setQueryData<PostPages>(key, {
      ...pages,
      pages: pages.pages.map((page) => ({
        ...page,
        data: page.data.filter(
          (post) => post.author.id !== userId && post.repostedBy?.id !== userId,
        ),
      })),
    })
  }
}
