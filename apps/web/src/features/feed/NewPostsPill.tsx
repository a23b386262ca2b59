import { useQueryClient } from '@tanstack/react-query'
import { t } from '../../i18n/i18n.ts'
import { FEED_KEY } from '../../lib/postCache.ts'
import { scrollBehavior } from '../../ui/scrollBehavior.ts'
import { newPosts, useNewPostCount } from '../live/newPosts.ts'

/** "N new posts": shown when posts arrive live; the feed moves only when it is clicked. */
export function NewPostsPill({ communityId }: { communityId?: string }) {
  const count = useNewPostCount(communityId)
  const queryClient = useQueryClient()
  const show = () => {
    newPosts.clear()
    void queryClient.invalidateQueries({ queryKey: FEED_KEY })
    window.scrollTo({ top: 0, behavior: scrollBehavior() })
  }
  // the row is always there (it takes no height, but its place in the page's gaps): the
  // pill appearing in it moves nothing
  return (
    <div className="new-posts">
      {count > 0 && (
        <button type="button" className="new-posts__pill" onClick={show}>
          {t('feed.newPosts', { count })}
        </button>
      )}
    </div>
  )
}
