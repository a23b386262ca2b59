import type { Community } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { displayName } from '../../lib/shortAddress.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { isPostId, usePost } from '../posts/data.ts'
import { PostItem } from '../posts/PostItem.tsx'
import { type FeedFilter, useFeed } from './data.ts'
import { useScrollToPost } from './useScrollToPost.ts'

/**
 * The post named by `post=` in the address: highlighted where it stands in the feed, or
 * shown above it when the feed has not loaded that far.
 */
export function SelectedPost({
  postId,
  community,
  filter,
}: {
  postId: string
  community: Community | undefined
  filter: FeedFilter | null
}) {
  const navigation = useNavigation()
  const feed = useFeed(filter ?? { scope: 'all', sort: 'latest' }, { enabled: filter !== null })
  const post = usePost(postId)
  useScrollToPost(postId)
  const inFeed = feed.data?.pages.some((page) => page.data.some((p) => p.id === postId)) ?? false
  const unavailable = !isPostId(postId) || post.isError

  return (
    <>
      <GlassCard padding="small" className="selected-post" role="status">
        <span>
          {post.data ? (
            richMessage('feed.selected.byAuthor', {
              author: (
                <strong>
                  <bdi>{displayName(post.data.author)}</bdi>
                </strong>
              ),
            })
          ) : (
            <>
              {richMessage('feed.selected.byId', { id: <strong>{postId}</strong> })}
              {unavailable && <> · {t('feed.selected.unavailable')}</>}
            </>
          )}
        </span>
        <Button variant="ghost" size="small" onClick={() => navigation.navigateToPost(null)}>
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
