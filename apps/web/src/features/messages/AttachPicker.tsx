import { useId } from 'react'
import { t } from '../../i18n/i18n.ts'

/** Picks files to send; what is picked is listed by name. */
export function AttachPicker({
  files,
  disabled,
  onChange,
}: {
  files: File[]
  disabled: boolean
  onChange: (files: File[]) => void
}) {
  const id = useId()
  return (
    <span className="attach-picker">
      <label htmlFor={id} className="button button--ghost button--small">
        {t('groups.files.attach')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        className="attach-picker__input"
        disabled={disabled}
        onChange={(event) => onChange([...(event.target.files ?? [])])}
      />
      {files.length > 0 && (
        <span className="attach-picker__chosen">{files.map((file) => file.name).join(', ')}</span>
      )}
    </span>
  )
}
