import { type ReactNode, useId } from 'react'
import { CharacterCount } from './CharacterCount.tsx'
import { limitError } from './fieldLimit.ts'
import './fields.css'

/** What every form field takes besides its control's own attributes. */
export type FieldProps = {
  label: string
  /** Shown under the field until an error takes its place, so it is never said twice. */
  hint?: string
  error?: string | null
  /** A character limit: shows a live count and, once over, an error (the text is never cut). */
  limit?: number
}

export type ControlAttributes = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type FieldFrameProps = FieldProps & {
  id: string | undefined
  length: number
  children: (control: ControlAttributes) => ReactNode
}

/** A label, the control, then the error (or hint) and the count under it, wired for assistive technology. */
export function FieldFrame({ label, hint, error, limit, id, length, children }: FieldFrameProps) {
  const generated = useId()
  const controlId = id ?? generated
  const shownError = error || (limit === undefined ? null : limitError(length, limit))
  const messageId = shownError || hint ? `${controlId}-message` : undefined
  const countId = limit === undefined ? undefined : `${controlId}-count`
  return (
    <div className="field">
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': shownError ? true : undefined,
        'aria-describedby': [messageId, countId].filter(Boolean).join(' ') || undefined,
      })}
      {(messageId || countId) && (
        <div className="field__footer">
          {shownError ? (
            <span id={messageId} className="field__error">
              {shownError}
            </span>
          ) : (
            hint && (
              <span id={messageId} className="field__hint">
                {hint}
              </span>
            )
          )}
          {limit !== undefined && <CharacterCount id={countId} length={length} limit={limit} />}
        </div>
      )}
    </div>
  )
}

/** The length a limit counts: the controlled value, else what the field started with. */
export function valueLength(value: unknown, defaultValue: unknown) {
  const text = value ?? defaultValue
  return typeof text === 'string' ? text.length : 0
}
