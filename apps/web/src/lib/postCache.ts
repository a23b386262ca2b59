import type { Post } from '@agora/domain'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { PageResponse } from './responses.ts'

export type PostPage = PageResponse<Post>
export type PostPages = InfiniteData<PostPage, string | null>

export const postKeys = {
  all: ['posts'] as const,
  detail: (postId: string) => ['posts', postId] as const,
}

/** Every feed list shares this prefix, so one call reaches them all. */
export const FEED_KEY = ['feed'] as const

/**
 * Applies `change` to one post wherever it is cached: every feed page and its own entry.
 * `change` returning null removes the post from the feeds.
 */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: Post) => Post | null,
): void {
  for (const [key, pages] of queryClient.getQueriesData<PostPages>({ queryKey: FEED_KEY })) {
    if (!pages?.pages.some((page) => page.data.some((post) => post.id === postId))) continue
    queryClient.setQueryData<PostPages>(key, {
      ...pages,
      pages: pages.pages.map((page) => ({
        ...page,
        data: page.data.flatMap((post) => {
          if (post.id !== postId) return [post]
          const next = change(post)
          if (next === null) return []
          // a trending score and a reposter belong to the list, not to the post
          const { trendingScore, repostedBy } = post
          return [{ ...next, trendingScore, ...(repostedBy ? { repostedBy } : {}) }]
        }),
      })),
    })
  }
  const single = queryClient.getQueryData<Post>(postKeys.detail(postId))
  if (single) {
    const next = change(single)
    if (next === null) queryClient.removeQueries({ queryKey: postKeys.detail(postId) })
    else queryClient.setQueryData(postKeys.detail(postId), next)
  }
}

/** The cached copy of a post, from its own entry or any feed. */
export function findCachedPost(queryClient: QueryClient, postId: string): Post | undefined {
  const single = queryClient.getQueryData<Post>(postKeys.detail(postId))
  if (single) return single
  for (const [, pages] of queryClient.getQueriesData<PostPages>({ queryKey: FEED_KEY })) {
    for (const page of pages?.pages ?? []) {
      const found = page.data.find((post) => post.id === postId)
      if (found) return found
    }
  }
  return undefined
}

/** Puts a new post at the top of the latest feeds it belongs to (after pinned posts). */
export function addPostToFeeds(queryClient: QueryClient, post: Post): void {
  for (const [key, pages] of queryClient.getQueriesData<PostPages>({ queryKey: FEED_KEY })) {
    const filter = key[1]
    if (!pages || !isFilter(filter) || filter.sort !== 'latest') continue
    const belongs =
      filter.scope === 'all' ||
      (filter.scope === 'community' && filter.communityId === post.communityId)
    if (!belongs) continue
    const [first, ...rest] = pages.pages
    if (!first || first.data.some((p) => p.id === post.id)) continue
    const pinned = first.data.filter((p) => p.pinned && filter.scope === 'community')
    const others = first.data.filter((p) => !pinned.includes(p))
    queryClient.setQueryData<PostPages>(key, {
      ...pages,
      pages: [{ ...first, data: [...pinned, post, ...others] }, ...rest],
    })
  }
}

/** The community a cached feed list is scoped to, if any. */
export function feedCommunityOf(queryKey: readonly unknown[]): string | null {
  const filter = queryKey[1]
  return isFilter(filter) && filter.scope === 'community' ? (filter.communityId ?? null) : null
}

interface CachedFeedFilter {
  scope: string
  sort: string
  communityId?: string | null
}

function isFilter(value: unknown): value is CachedFeedFilter {
  return typeof value === 'object' && value !== null && 'scope' in value && 'sort' in value
}
