import type { Post } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { BookmarkButton } from '../../ui/BookmarkButton.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useBookmarkPost } from './data.ts'

/** A post's bookmark toggle; signed out, it asks the person to sign in. */
export function PostBookmark({ post }: { post: Post }) {
  const auth = useAuth()
  const { showToast } = useToast()
  const bookmark = useBookmarkPost()
  return (
    <BookmarkButton
      label={t('bookmarks.button.add')}
      bookmarked={post.viewerBookmarked}
      onToggle={() => {
        if (!auth.isAuthenticated) return auth.requestSignIn()
        const bookmarked = !post.viewerBookmarked
        bookmark.mutate(keyed({ postId: post.id, bookmarked }), {
          onSuccess: () =>
            showToast(t(bookmarked ? 'bookmarks.toast.added' : 'bookmarks.toast.removed'), {
              type: 'success',
            }),
          onError: (error) =>
            showToast(t('bookmarks.toast.failed', { error: errorMessage(error) }), {
              type: 'error',
            }),
        })
      }}
    />
  )
}
