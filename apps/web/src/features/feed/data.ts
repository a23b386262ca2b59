import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { FEED_KEY, type PostPage } from '../../lib/postCache.ts'

export type FeedSort = 'latest' | 'trending'

export type FeedFilter = (
  | { scope: 'all' | 'following'; sort: FeedSort; limit?: number }
  | { scope: 'community'; communityId: string; sort: FeedSort; limit?: number }
) & {
  /** Only posts with this #hashtag (without the #). */
  tag?: string
  /** Only posts by this user (@handle, address or id): their page. */
  author?: string
  /** Only posts with pictures. */
  media?: boolean
}

export const feedKeys = {
  all: FEED_KEY,
  list: (filter: FeedFilter) => [...FEED_KEY, filter] as const,
}

export function feedPath(filter: FeedFilter, cursor: string | null): `/api/${string}` {
  const params = new URLSearchParams({ scope: filter.scope, sort: filter.sort })
  if (filter.scope === 'community') params.set('communityId', filter.communityId)
  if (filter.tag) params.set('tag', filter.tag)
  if (filter.author) params.set('author', filter.author)
  if (filter.media) params.set('media', 'true')
  if (filter.limit) params.set('limit', String(filter.limit))
  if (cursor) params.set('cursor', cursor)
  return `/api/feed?${params}`
}

/** A feed, page by page on the API's keyset cursor. */
export const feedQueryOptions = (filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: feedKeys.list(filter),
    queryFn: ({ pageParam, signal }) => apiFetch<PostPage>(feedPath(filter, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

export function useFeed(filter: FeedFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...feedQueryOptions(filter), enabled })
}

/** The home feed a first visit shows; the shell fetches it while its skeleton is up. */
export const HOME_FEED: FeedFilter = { scope: 'all', sort: 'latest' }
export const TRENDING_POSTS: FeedFilter = { scope: 'all', sort: 'trending', limit: 5 }
