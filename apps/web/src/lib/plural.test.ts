import { describe, expect, it } from 'vitest'
import { countOf, nounFor } from './plural.ts'

describe('countOf', () => {
  it('makes the noun agree with the count', () => {
    expect(countOf(0, 'comment')).toBe('0 comments')
    expect(countOf(1, 'comment')).toBe('1 comment')
    expect(countOf(2, 'reaction')).toBe('2 reactions')
    expect(countOf(1, 'person', 'people')).toBe('1 person')
    expect(nounFor(3, 'person', 'people')).toBe('people')
  })
})
