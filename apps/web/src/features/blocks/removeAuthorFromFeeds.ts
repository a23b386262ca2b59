import type { QueryClient } from '@tanstack/react-query'
import { FEED_KEY, type PostPages } from '../../lib/postCache.ts'

/** Takes a person's posts (and what they reposted) out of every cached feed. */
export function removeAuthorFromFeeds(queryClient: QueryClient, personId: string) {
  for (const [key, pages] of queryClient.getQueriesData<PostPages>({ queryKey: FEED_KEY })) {
    if (!pages) continue
    queryClient.setQueryData<PostPages>(key, {
      ...pages,
      pages: pages.pages.map((page) => ({
        ...page,
        data: page.data.filter(
          (post) => post.author.id !== personId && post.repostedBy?.id !== personId,
        ),
      })),
    })
  }
}
