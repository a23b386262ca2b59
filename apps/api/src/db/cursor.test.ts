import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './cursor.ts'

describe('keyset cursors', () => {
  it('round-trip', () => {
    const cursor = { at: '2026-11-21T07:00:00.000Z', id: '0b5e2f7c-3d4a-4c1e-9f2a-7b8c9d0e1f23' }
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
  })

  it('treat a missing cursor as the first page', () => {
    expect(decodeCursor(undefined)).toBeNull()
  })

  it('refuse one that was not handed out', () => {
    const refused = expect.objectContaining({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'querystring.cursor', code: 'CURSOR_INVALID' }],
    })
    expect(() => decodeCursor('not-a-cursor')).toThrow(refused)
    expect(() => decodeCursor(Buffer.from('{"at":1}').toString('base64url'))).toThrow(refused)
    // a row id that is not one reaches no query
    const notAnId = Buffer.from('{"at":"2026-11-21T07:00:00.000Z","id":"abc"}').toString(
      'base64url',
    )
    expect(() => decodeCursor(notAnId)).toThrow(refused)
  })
})
