import { describe, expect, it } from 'vitest'
import { hasBidiControls } from './text.ts'

describe('hasBidiControls', () => {
  it('finds overrides, embeddings, isolates and marks, and nothing in plain text', () => {
    for (const control of ['\u202E', '\u202A', '\u2066', '\u2069', '\u200F', '\u061C']) {
      expect(hasBidiControls(`Guild${control}dliuG`)).toBe(true)
    }
    expect(hasBidiControls('Guild of Builders')).toBe(false)
    // right-to-left text itself is fine
    expect(hasBidiControls('نادي البناة')).toBe(false)
  })
})
