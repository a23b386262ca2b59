import type { ErrorCode } from '@agora/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type FieldErrors, serverFieldErrors } from '../lib/serverFieldErrors.ts'

/** Moves focus to the first field marked invalid, else to the form's own error message. */
export function focusFirstError(form: HTMLFormElement | null) {
  const target =
    form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    form?.querySelector<HTMLElement>('.form-alert')
  target?.focus()
}

/**
 * The one way a form shows what is wrong: each error at its field, anything else above the
 * form, and focus on the first of them after every failed submit. Editing a field clears its
 * error. `fields` (a module constant) names the fields the API's errors may land on.
 */
export function useFormErrors<Field extends string>(fields: readonly Field[]) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [failedSubmits, setFailedSubmits] = useState(0)

  useEffect(() => {
    if (failedSubmits > 0) focusFirstError(formRef.current)
  }, [failedSubmits])

  /** Shows these errors (none clears them); returns whether there were any. */
  const show = useCallback((next: FieldErrors<Field>, form: string | null = null) => {
    setErrors(next)
    setFormError(form)
    const failed = Object.values(next).some(Boolean) || form !== null
    if (failed) setFailedSubmits((count) => count + 1)
    return failed
  }, [])

  /** Shows a failed request's errors, at the fields `codeFields` and VALIDATION_FAILED name. */
  const showServerError = useCallback(
    (error: unknown, codeFields: Partial<Record<ErrorCode, Field>> = {}) => {
      const placed = serverFieldErrors(error, fields, codeFields)
      show(placed.fields, placed.form)
    },
    [fields, show],
  )

  const clearField = useCallback((field: Field) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }, [])

  return { formRef, errors, formError, show, showServerError, clearField }
}
