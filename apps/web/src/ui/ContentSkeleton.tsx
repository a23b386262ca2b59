import { t } from '../i18n/i18n.ts'
import { PostCardSkeleton } from './PostCardSkeleton.tsx'

/** Three post-shaped cards where the content will be. */
export function ContentSkeleton() {
  return (
    <div className="view" role="status" aria-label={t('ui.loading')}>
      <PostCardSkeleton />
      <PostCardSkeleton />
      <PostCardSkeleton />
    </div>
  )
}
