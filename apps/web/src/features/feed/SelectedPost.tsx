import type { Community } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { ApiError } from '../../lib/api.ts'
import { displayName } from '../../lib/shortAddress.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { isPostId, usePost } from '../posts/data.ts'
import { PostItem } from '../posts/PostItem.tsx'
import { type FeedFilter, HOME_FEED, useFeed } from './data.ts'
import { useScrollToPost } from './useScrollToPost.ts'
import './SelectedPost.css'

/**
 * The post named by `post=` in the address, with its comments open: highlighted where it
 * stands in the feed, or shown above it when the feed has not loaded that far. A post that
 * does not exist (deleted, or a wrong link) says so instead.
 */
export function SelectedPost({
  postId,
  community,
  filter,
}: {
  postId: string
  /** the community whose page this is; none on the home feed */
  community?: Community | undefined
  filter: FeedFilter | null
}) {
  const navigation = useNavigation()
  const feed = useFeed(filter ?? HOME_FEED, { enabled: filter !== null })
  const post = usePost(postId)
  useScrollToPost(postId)
  const close = () => navigation.navigateToPost(null)

  const gone = !isPostId(postId) || (post.error instanceof ApiError && post.error.status === 404)
  if (gone)
    return (
      <EmptyState
        icon="inbox"
        title={t('feed.selected.notFound.title')}
        action={
          <Button variant="outline" onClick={close}>
            {t('feed.selected.showAll')}
          </Button>
        }
      >
        {t('feed.selected.notFound.body')}
      </EmptyState>
    )
  if (post.isError)
    return (
      <LoadError
        title={t('feed.selected.loadError')}
        error={post.error}
        onRetry={() => void post.refetch()}
      />
    )

  const inFeed = feed.data?.pages.some((page) => page.data.some((p) => p.id === postId)) ?? false
  return (
    <>
      <GlassCard padding="small" className="selected-post" role="status">
        <span>
          {post.data
            ? richMessage('feed.selected.byAuthor', {
                author: (
                  <strong>
                    <bdi>{displayName(post.data.author)}</bdi>
                  </strong>
                ),
              })
            : t('feed.selected.loading')}
        </span>
        <Button variant="ghost" size="small" onClick={close}>
          {t('feed.selected.close')}
        </Button>
      </GlassCard>
      {post.data && filter && !inFeed && !feed.isPending && (
        <PostItem
          post={post.data}
          selected
          communityRole={community?.viewerRole ?? null}
          showCommunity={post.data.communityId !== community?.id}
        />
      )}
    </>
  )
}
