import type { TextareaHTMLAttributes } from 'react'
import { FieldFrame, type FieldProps, valueLength } from './Field.tsx'

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> &
  FieldProps

/** TextField's several-line sibling. */
export function TextAreaField({ label, hint, error, limit, id, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      limit={limit}
      id={id}
      length={valueLength(textarea.value, textarea.defaultValue)}
    >
      {(control) => (
        <textarea {...textarea} {...control} className="field__input field__textarea" />
      )}
    </FieldFrame>
  )
}
