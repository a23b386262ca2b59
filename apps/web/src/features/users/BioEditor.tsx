import { BIO_MAX_LENGTH } from '@agora/domain'
import { useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { useUpdateBio } from './data.ts'

export function BioEditor({
  address,
  bio,
  onDone,
}: {
  address: string
  bio: string | null
  onDone: () => void
}) {
  const [text, setText] = useState(bio ?? '')
  const update = useUpdateBio()
  const countId = useId()
  const tooLong = text.trim().length > BIO_MAX_LENGTH

  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (tooLong) return
        update.mutate({ address, bio: text.trim() || null }, { onSuccess: onDone })
      }}
    >
      <textarea
        className="text-input"
        aria-label={t('users.bio.label')}
        aria-describedby={countId}
        aria-invalid={tooLong || undefined}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: opened by the user's click on Edit bio
        autoFocus
      />
      <div className="inline-form__row">
        <span id={countId} className="char-count" data-over={tooLong || undefined}>
          {text.trim().length} / {BIO_MAX_LENGTH}
        </span>
        <Button variant="ghost" size="small" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="small" disabled={tooLong || update.isPending}>
          {update.isPending ? t('common.saving') : t('users.bio.save')}
        </Button>
      </div>
      {update.isError && (
        <p className="form-error" role="alert">
          {errorMessage(update.error)}
        </p>
      )}
    </form>
  )
}
