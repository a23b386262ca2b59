import type { CommunityRole } from '@agora/domain'
import type { ReactNode } from 'react'
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
      <div className="post-list" role="status" aria-label="Loading posts">
        <PostCardSkeleton />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    )
  if (feed.isError && !feed.data)
    return (
      <LoadError title="The posts could not be loaded" error={feed.error} onRetry={feed.refetch} />
    )

  const posts = feed.data.pages.flatMap((page) => page.data)
  if (posts.length === 0) return empty
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
        <div role="status" aria-label="Loading more posts">
          <PostCardSkeleton />
        </div>
      )}
      {isFetchNextPageError && (
        <LoadError
          compact
          title="More posts could not be loaded"
          error={feed.error}
          onRetry={() => void fetchNextPage()}
        />
      )}
      {!hasNextPage && posts.length > 3 && <p className="post-list__end">You're all caught up</p>}
      <div ref={sentinel} className="post-list__sentinel" aria-hidden="true" />
    </div>
  )
}
