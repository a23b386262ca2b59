import type { ErrorCode, ErrorParams } from '@agora/domain'
import { errorText } from '../i18n/errorText.ts'
import { ApiError } from './api.ts'
import { errorMessage } from './errorMessage.ts'

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** A failed submit split into what belongs at a field and what belongs to the whole form. */
export type SubmitErrors<Field extends string> = {
  fields: FieldErrors<Field>
  form: string | null
}

type ServerFieldIssue = { field: string; message: string; code?: ErrorCode; params?: ErrorParams }

function fieldIssues(error: ApiError): ServerFieldIssue[] {
  const fields = error.details?.fields
  if (!Array.isArray(fields)) return []
  return fields.filter(
    (issue): issue is ServerFieldIssue =>
      typeof issue?.field === 'string' && typeof issue?.message === 'string',
  )
}

/** An issue's text in the reader's language from its code, or as the server wrote it. */
const issueText = (issue: ServerFieldIssue) =>
  (issue.code && errorText(issue.code, issue.params)) || issue.message

/** The form field an issue's path lands on: itself, or its nearest parent the form has. */
function closestField<Field extends string>(path: string, fields: readonly Field[]) {
  const matches = fields.filter((field) => path === field || path.startsWith(`${field}.`))
  return matches.sort((a, b) => b.length - a.length)[0]
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Puts the API's answer where it belongs: a VALIDATION_FAILED issue on `body.name` (or
 * `body.rules.3`) at the `name` (`rules`) field, `body.gate.minimum` at `gate.minimum` when
 * the form has that field (else at `gate`), a code listed in `codeFields` (HANDLE_TAKEN →
 * handle) at its field, anything else above the form.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  codeFields: Partial<Record<ErrorCode, Field>> = {},
): SubmitErrors<Field> {
  if (!(error instanceof ApiError)) return { fields: {}, form: errorMessage(error) }
  const codeField = error.code in codeFields ? codeFields[error.code as ErrorCode] : undefined
  if (codeField) {
    return { fields: { [codeField]: errorMessage(error) } as FieldErrors<Field>, form: null }
  }

  const found: FieldErrors<Field> = {}
  let unplaced = false
  for (const issue of fieldIssues(error)) {
    const field = closestField(issue.field.replace(/^body\./, ''), fields)
    if (field) found[field] ??= sentence(issueText(issue))
    else unplaced = true
  }
  const placed = Object.keys(found).length > 0
  return { fields: found, form: placed && !unplaced ? null : errorMessage(error) }
}
