import type { ComponentProps } from 'react'
import { FieldFrame, type FieldProps, valueLength } from './Field.tsx'

// ComponentProps, not InputHTMLAttributes: it carries `ref` (React 19), which forms focus by
type TextFieldProps = ComponentProps<'input'> & FieldProps

/** A labelled input with its hint or error under it, and a live count when it has a limit. */
export function TextField({ label, hint, error, limit, id, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      limit={limit}
      id={id}
      length={valueLength(input.value, input.defaultValue)}
    >
      {(control) => <input {...input} {...control} className="field__input" />}
    </FieldFrame>
  )
}
