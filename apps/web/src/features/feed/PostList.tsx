import type { CommunityRole } from '@agora/domain'
import type { ReactNode } from 'react'
import { t } from '../../i18n/i18n.ts'
import { useInfiniteScroll } from '../../lib/useInfiniteScroll.ts'
import { LoadError } from '../../ui/LoadError.tsx'
import { PostCardSkeleton } from '../../ui/PostCardSkeleton.tsx'
import { PostItem } from '../posts/PostItem.tsx'
import { type FeedFilter, useFeed } from './data.ts'
import './PostList.css'

interface PostListProps {
  filter: FeedFilter
  /** what an empty feed shows */
  empty: ReactNode
  label: string
  selectedPostId?: string | null
  communityRole?: CommunityRole | null
  showCommunity?: boolean
}

/** A feed of posts that loads the next page as the reader nears the end. */
export function PostList({
  filter,
  empty,
  label,
  selectedPostId = null,
  communityRole = null,
  showCommunity = true,
}: PostListProps) {
  const feed = useFeed(filter)
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  )

  if (feed.isPending)
    return (
      <div className="post-list" role="status" aria-label={t('feed.list.loading')}>
        <PostCardSkeleton />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    )
  if (feed.isError && !feed.data)
    return <LoadError title={t('feed.list.loadError')} error={feed.error} onRetry={feed.refetch} />

  const posts = feed.data.pages.flatMap((page) => page.data)
  // a page may come back empty yet go on (the viewer's muted words took all of it)
  if (posts.length === 0 && !hasNextPage) return empty
  return (
    <div className="post-list">
      <div role="feed" aria-label={label} aria-busy={isFetchingNextPage} className="post-list">
        {posts.map((post) => (
          <PostItem
            key={post.id}
            post={post}
            selected={post.id === selectedPostId}
            communityRole={communityRole}
            showCommunity={showCommunity}
          />
        ))}
      </div>
      {isFetchingNextPage && (
        <div role="status" aria-label={t('feed.list.loadingMore')}>
          <PostCardSkeleton />
        </div>
      )}
      {isFetchNextPageError && (
        <LoadError
          compact
          title={t('feed.list.moreError')}
          error={feed.error}
          onRetry={() => void fetchNextPage()}
        />
      )}
      {!hasNextPage && posts.length > 3 && <p className="post-list__end">{t('feed.list.end')}</p>}
      <div ref={sentinel} className="post-list__sentinel" aria-hidden="true" />
    </div>
  )
}
