import type { Proposal } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { BookmarkButton } from '../../ui/BookmarkButton.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useBookmarkProposal } from './data.ts'

/** A proposal's bookmark toggle; signed out, it asks the person to sign in. */
export function ProposalBookmark({ proposal }: { proposal: Proposal }) {
  const auth = useAuth()
  const { showToast } = useToast()
  const bookmark = useBookmarkProposal(proposal.id)
  return (
    <BookmarkButton
      label={t('bookmarks.button.add')}
      bookmarked={proposal.viewerBookmarked}
      showLabel
      onToggle={() => {
        if (!auth.isAuthenticated) return auth.requestSignIn()
        const bookmarked = !proposal.viewerBookmarked
        bookmark.mutate(keyed({ bookmarked }), {
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
