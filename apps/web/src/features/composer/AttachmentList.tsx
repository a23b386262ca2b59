import { t } from '../../i18n/i18n.ts'
import { IconButton } from '../../ui/IconButton.tsx'
import type { Attachment } from './useImageAttachments.ts'

/** Previews of the images picked for a post, each with its upload state. */
export function AttachmentList({
  attachments,
  onRemove,
  onRetry,
}: {
  attachments: Attachment[]
  onRemove: (id: string) => void
  onRetry: (attachment: Attachment) => void
}) {
  if (attachments.length === 0) return null
  return (
    <ul className="attachments" aria-label={t('composer.attachments.label')}>
      {attachments.map((attachment, index) => (
        <li key={attachment.id} className="attachment" data-status={attachment.status}>
          <img
            src={attachment.previewUrl}
            alt={t('composer.attachments.alt', { index: index + 1 })}
          />
          {attachment.status === 'uploading' && (
            <span className="attachment__state" role="status">
              {t('composer.uploading')}
            </span>
          )}
          {attachment.status === 'failed' && (
            <button
              type="button"
              className="attachment__state attachment__state--failed"
              title={attachment.error}
              onClick={() => onRetry(attachment)}
            >
              {t('composer.attachments.retry')}
            </button>
          )}
          <IconButton
            className="attachment__remove"
            icon="x"
            iconSize={14}
            label={t('composer.attachments.remove', { index: index + 1 })}
            onClick={() => onRemove(attachment.id)}
          />
        </li>
      ))}
    </ul>
  )
}
