import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { type Revised, useRevisions } from './data.ts'
import './EditHistory.css'

export interface EditHistoryDialogProps {
  revised: Revised
  current: { content: string; editedAt: string }
  onClose: () => void
}

/** Every text a post or comment has had, the one shown now first, each with its time. */
export function EditHistoryDialog({ revised, current, onClose }: EditHistoryDialogProps) {
  const revisions = useRevisions(revised)
  const earlier = revisions.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <ModalDialog title={t('revisions.title')} onClose={onClose} className="edit-history">
      <ol className="edit-history__list">
        <li className="edit-history__item">
          <p className="edit-history__when">
            {t('revisions.current', { time: formatDateTime(current.editedAt) })}
          </p>
          <p className="edit-history__text" dir="auto">
            {current.content}
          </p>
        </li>
        {earlier.map((revision) => (
          <li key={revision.replacedAt} className="edit-history__item">
            <p className="edit-history__when">
              {t('revisions.version', {
                written: formatDateTime(revision.createdAt),
                replaced: formatDateTime(revision.replacedAt),
              })}
            </p>
            <p className="edit-history__text" dir="auto">
              {revision.content}
            </p>
          </li>
        ))}
      </ol>
      {revisions.isPending && <p role="status">{t('revisions.loading')}</p>}
      {revisions.isError && (
        <LoadError
          title={t('revisions.loadError')}
          error={revisions.error}
          onRetry={() => void revisions.refetch()}
        />
      )}
      {revisions.hasNextPage && (
        <Button
          variant="ghost"
          disabled={revisions.isFetchingNextPage}
          onClick={() => void revisions.fetchNextPage()}
        >
          {t('revisions.more')}
        </Button>
      )}
    </ModalDialog>
  )
}
