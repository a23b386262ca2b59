import { describe, expect, it } from 'vitest'
import { excerpt } from './excerpt.ts'

describe('excerpt', () => {
  it('keeps a short text whole, trimmed', () => {
    expect(excerpt('  hello  ', 10)).toBe('hello')
  })

  it('cuts a long text to the limit, ellipsis included', () => {
    const cut = excerpt('one two three four', 10)
    expect(cut).toBe('one two t…')
    expect(Array.from(cut)).toHaveLength(10)
  })

  it('never splits a character made of two code units', () => {
    expect(excerpt('🙂🙂🙂🙂', 3)).toBe('🙂🙂…')
  })
})
