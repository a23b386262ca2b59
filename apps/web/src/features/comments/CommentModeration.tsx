import type { Comment } from '@agora/domain'
import { useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useModerate } from '../moderation/data.ts'
import { ReportForm } from '../moderation/ReportForm.tsx'

/**
 * A comment's Report action for readers, and Hide / Restore for the community's moderators;
 * the report form opens under the comment.
 */
export function CommentModeration({
  comment,
  canModerate,
}: {
  comment: Comment
  canModerate: boolean
}) {
  const auth = useAuth()
  const moderate = useModerate()
  const { showToast } = useToast()
  const [reporting, setReporting] = useState(false)
  const hidden = comment.removedByModerators === true
  const canReport = auth.isAuthenticated && auth.user?.id !== comment.author.id && !hidden
  const toggleHidden = () =>
    moderate.mutate(
      {
        action: hidden ? 'restore' : 'hide',
        targetKind: 'comment',
        targetId: comment.id,
        note: '',
      },
      {
        onSuccess: (done) =>
          showToast(
            t(done.action === 'hide' ? 'comments.toast.hidden' : 'comments.toast.restored'),
            {
              type: 'success',
            },
          ),
        onError: (error) => showToast(errorMessage(error), { type: 'error' }),
      },
    )

  return (
    <>
      {canReport && !reporting && (
        <button type="button" className="link-button" onClick={() => setReporting(true)}>
          {t('comments.report')}
        </button>
      )}
      {canModerate && (
        <button
          type="button"
          className="link-button"
          disabled={moderate.isPending}
          onClick={toggleHidden}
        >
          {hidden ? t('comments.restore') : t('comments.hide')}
        </button>
      )}
      {reporting && (
        <ReportForm targetKind="comment" targetId={comment.id} onDone={() => setReporting(false)} />
      )}
    </>
  )
}
