import { describe, expect, it } from 'vitest'
import { hasRepeatedChoice, pollEndsAt, pollPercents } from './rules.ts'

describe('hasRepeatedChoice', () => {
  it('finds a choice written twice, whatever its case or surrounding spaces', () => {
    expect(hasRepeatedChoice(['Tea', ' tea '])).toBe(true)
    expect(hasRepeatedChoice(['Tea', 'Coffee', 'TEA'])).toBe(true)
  })

  it('accepts distinct choices', () => {
    expect(hasRepeatedChoice(['Tea', 'Coffee', 'Tea with milk'])).toBe(false)
  })
})

describe('pollEndsAt', () => {
  it('adds the duration in hours', () => {
    expect(pollEndsAt(new Date('2030-01-01T10:00:00Z'), 6).toISOString()).toBe(
      '2030-01-01T16:00:00.000Z',
    )
  })
})

describe('pollPercents', () => {
  it('gives each choice its rounded share', () => {
    expect(pollPercents([1, 2, 0])).toEqual([33, 67, 0])
  })

  it('gives zeros when nobody voted', () => {
    expect(pollPercents([0, 0])).toEqual([0, 0])
  })
})
