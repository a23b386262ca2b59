import type { SelectHTMLAttributes } from 'react'
import { FieldFrame, type FieldProps } from './Field.tsx'

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & Omit<FieldProps, 'limit'>

/** A labelled select with its hint or error under it. */
export function SelectField({ label, hint, error, id, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} length={0}>
      {(control) => (
        <select {...select} {...control} className="field__select">
          {children}
        </select>
      )}
    </FieldFrame>
  )
}
