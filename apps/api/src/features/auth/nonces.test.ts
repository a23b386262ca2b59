import { describe, expect, it } from 'vitest'
import { generateNonce } from './nonces.ts'

describe('generateNonce', () => {
  it('is 24 alphanumeric characters (over 96 bits)', () => {
    expect(generateNonce()).toMatch(/^[A-Za-z0-9]{24}$/)
  })

  it('does not repeat', () => {
    const nonces = new Set(Array.from({ length: 1000 }, generateNonce))
    expect(nonces.size).toBe(1000)
  })
})
