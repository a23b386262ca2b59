import { MESSAGE_MAX_BYTES } from '@agora/domain'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'

const encoder = new TextEncoder()

/** Where a message is typed; Enter sends, Shift+Enter starts a new line. */
export function Composer({
  onSend,
  disabled = false,
  label,
}: {
  /** Resolves once the text is handed over (it is cleared then). */
  onSend: (text: string) => void
  disabled?: boolean
  label: string
}) {
  const [text, setText] = useState('')
  const hintId = useId()
  const bytes = encoder.encode(text).length
  const tooLong = bytes > MESSAGE_MAX_BYTES
  const canSend = !disabled && text.trim().length > 0 && !tooLong

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!canSend) return
    onSend(text.trim())
    setText('')
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
      <span id={hintId} className="composer-bar__hint" data-error={tooLong || undefined}>
        {tooLong ? t('messages.composer.tooLong') : t('messages.composer.encrypted')}
      </span>
      <Button type="submit" icon="message" disabled={!canSend}>
        {t('messages.composer.send')}
      </Button>
    </form>
  )
}
