import { ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX_BYTES } from '@agora/domain'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { AttachPicker } from './AttachPicker.tsx'

const encoder = new TextEncoder()

/** Where a message is typed; Enter sends, Shift+Enter starts a new line. */
export function Composer({
  onSend,
  disabled = false,
  label,
  allowFiles = false,
}: {
  /** Resolves once the text is handed over (it is cleared then). */
  onSend: (text: string, files: File[]) => void
  disabled?: boolean
  label: string
  /** Offer to attach files (encrypted here before they leave). */
  allowFiles?: boolean
}) {
  const [text, setText] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const hintId = useId()
  const bytes = encoder.encode(text).length
  const tooLong = bytes > MESSAGE_MAX_BYTES
  const tooBig = files.some((file) => file.size > ATTACHMENT_MAX_BYTES)
  const canSend = !disabled && (text.trim().length > 0 || files.length > 0) && !tooLong && !tooBig

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!canSend) return
    onSend(text.trim(), files)
    setText('')
    setFiles([])
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event)
  }

  return (
    <form className="composer-bar" onSubmit={submit}>
      <textarea
        aria-label={label}
        aria-describedby={hintId}
        placeholder={t('messages.composer.placeholder')}
        rows={1}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {allowFiles && (
        <AttachPicker
          files={files}
          disabled={disabled}
          onChange={(picked) => setFiles(picked.slice(0, MESSAGE_ATTACHMENTS_MAX))}
        />
      )}
      <span id={hintId} className="composer-bar__hint" data-error={tooLong || tooBig || undefined}>
        {tooLong
          ? t('messages.composer.tooLong')
          : tooBig
            ? t('groups.files.tooBig')
            : t('messages.composer.encrypted')}
      </span>
      <Button type="submit" icon="message" disabled={!canSend}>
        {t('messages.composer.send')}
      </Button>
    </form>
  )
}
