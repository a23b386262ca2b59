import { describe, expect, it } from 'vitest'
import { abbreviateBalance, truncateName } from './wallet.ts'

describe('abbreviateBalance', () => {
  it.each([
    ['0', '0'],
    ['0.051234', '0.0512'],
    ['999.99', '999.99'],
    ['1000', '1k'],
    ['1234.5', '1.23k'],
    ['1999999', '1.99m'],
    ['2500000', '2.5m'],
    ['7000000000', '7b'],
    ['1230000000000', '1.23t'],
    ['45000000000000000', '45000t'],
  ])('%s → %s', (amount, shown) => {
    expect(abbreviateBalance(amount)).toBe(shown)
  })
})

describe('truncateName', () => {
  it('keeps names up to 24 characters and cuts longer ones', () => {
    expect(truncateName('alice.eth')).toBe('alice.eth')
    expect(truncateName('a'.repeat(24))).toBe('a'.repeat(24))
    expect(truncateName('a'.repeat(30))).toBe(`${'a'.repeat(23)}…`)
    expect([...truncateName('a'.repeat(30))]).toHaveLength(24)
  })
})
