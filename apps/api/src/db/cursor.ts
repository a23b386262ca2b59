import { ValidationError } from '@agora/domain'

/** An opaque keyset position: the sort value and id of the last row a page returned. */
export type Cursor = { at: string; id: string }

export function encodeCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    if (typeof parsed?.at === 'string' && typeof parsed?.id === 'string') return parsed
  } catch {}
  throw new ValidationError('This cursor is not one the API gave out', { field: 'cursor' })
}
