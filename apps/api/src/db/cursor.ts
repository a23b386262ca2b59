import { ValidationError } from '@agora/domain'
import { type AnyColumn, sql } from 'drizzle-orm'

/** An opaque keyset position: the sort value and id of the last row a page returned. */
export type Cursor = { at: string; id: string }

export function encodeCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

// every keyset's tiebreaker is a row's uuid: anything else was not given out by the API
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    if (typeof parsed?.at === 'string' && typeof parsed?.id === 'string' && UUID.test(parsed.id))
      return parsed
  } catch {}
  throw cursorInvalid()
}

// cursors come in the query string, where the schema's own field problems are reported too
const cursorInvalid = () =>
  new ValidationError([{ field: 'querystring.cursor', code: 'CURSOR_INVALID' }])

/** A cursor's time, for keysets sorted by a time; a forged one that is no time is a 400. */
export function cursorTime(cursor: Cursor) {
  const at = new Date(cursor.at)
  if (Number.isNaN(at.getTime())) throw cursorInvalid()
  return at
}

/** A cursor's count or score, for keysets sorted by a number; a forged one is a 400. */
export function cursorNumber(cursor: Cursor) {
  const at = Number(cursor.at)
  if (cursor.at.trim() === '' || !Number.isFinite(at)) throw cursorInvalid()
  return at
}

/**
 * Rows after a cursor in a descending keyset order. A row comparison, so PostgreSQL can
 * start the index scan at the cursor instead of filtering from the top.
 */
export function keysetBefore(sortColumn: AnyColumn, idColumn: AnyColumn, at: unknown, id: string) {
  return sql`(${sortColumn}, ${idColumn}) < (${at}, ${id})`
}

/** Rows after a cursor in an ascending keyset order. */
export function keysetAfter(sortColumn: AnyColumn, idColumn: AnyColumn, at: unknown, id: string) {
  return sql`(${sortColumn}, ${idColumn}) > (${at}, ${id})`
}

/**
 * One page from rows fetched with `limit + 1`: the extra row only says there is more, and
 * the last row kept becomes the cursor.
 */
export function toPage<Row>(rows: Row[], limit: number, cursorOf: (row: Row) => Cursor) {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null }
}
