import { t } from '../../i18n/i18n.ts'
import { useQueuedPosts } from '../../lib/offlineQueue/queuedPosts.ts'
import { displayName } from '../../lib/shortAddress.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { PostCard } from '../../ui/PostCard.tsx'
import { RichText } from '../../ui/RichText.tsx'
import { useAuth } from '../auth/useAuth.ts'

/**
 * The posts this person wrote offline, at the top of the feed they will appear in, marked
 * as waiting: what they wrote is where they expect it, and says it is not sent yet.
 */
export function QueuedPosts({ communityId }: { communityId?: string }) {
  const user = useAuth().user
  const queued = useQueuedPosts(communityId)
  if (!user || queued.length === 0) return null
  return (
    <ul className="queued-posts" aria-label={t('feed.queued.label')}>
      {queued.map((post) => (
        <li key={post.key}>
          <PostCard
            className="post-card--queued"
            author={displayName(user)}
            avatar={<Avatar user={user} size={40} />}
            createdAt={new Date(post.queuedAt)}
            content={<RichText text={post.content} />}
            footer={
              <p className={post.error ? 'queued-posts__error' : 'queued-posts__status'}>
                {post.error ?? t('feed.queued.waiting')}
              </p>
            }
          />
        </li>
      ))}
    </ul>
  )
}
