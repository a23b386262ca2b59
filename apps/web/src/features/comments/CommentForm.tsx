import { COMMENT_MAX_LENGTH } from '@agora/domain'
import { useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'

interface CommentFormProps {
  label: string
  submitLabel: string
  initialText?: string
  pending: boolean
  error: unknown
  onSubmit: (content: string, clear: () => void) => void
  onCancel?: () => void
  autoFocus?: boolean
}

/** A comment, reply or edit: text up to 2000 characters, with a counter near the limit. */
export function CommentForm({
  label,
  submitLabel,
  initialText = '',
  pending,
  error,
  onSubmit,
  onCancel,
  autoFocus = false,
}: CommentFormProps) {
  const [content, setContent] = useState(initialText)
  const counterId = useId()
  const tooLong = content.length > COMMENT_MAX_LENGTH
  const blank = content.trim().length === 0

  return (
    <form
      className="inline-form comment-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (!tooLong && !blank) onSubmit(content, () => setContent(''))
      }}
    >
      <textarea
        className="text-input"
        aria-label={label}
        placeholder={label}
        aria-describedby={counterId}
        aria-invalid={tooLong || undefined}
        value={content}
        rows={2}
        onChange={(event) => setContent(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: opened by the user's click on Reply or Edit
        autoFocus={autoFocus}
      />
      <div className="inline-form__row">
        <span id={counterId} className="char-count" data-over={tooLong || undefined}>
          {content.length > COMMENT_MAX_LENGTH * 0.8
            ? `${content.length} / ${COMMENT_MAX_LENGTH}`
            : ''}
        </span>
        {onCancel && (
          <Button variant="ghost" size="small" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" size="small" disabled={tooLong || blank || pending}>
          {pending ? t('comments.sending') : submitLabel}
        </Button>
      </div>
      {error != null && (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </form>
  )
}
