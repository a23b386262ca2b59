import { describe, expect, it } from 'vitest'
import { slugify } from './rules/social.ts'
import { createPostSchema } from './social.ts'

describe('slugify', () => {
  it('makes lower-case hyphenated slugs', () => {
    expect(slugify('Base Builders DAO')).toBe('base-builders-dao')
    expect(slugify('  Café & Crème  ')).toBe('cafe-creme')
  })

  it('falls back when nothing is left', () => {
    expect(slugify('日本語')).toBe('community')
  })
})

describe('post content', () => {
  it('keeps content verbatim, HTML included', () => {
    const content = '<script>alert(1)</script> **bold**'
    expect(createPostSchema.parse({ content }).content).toBe(content)
  })

  it('refuses blank and over-long content', () => {
    expect(createPostSchema.safeParse({ content: '   ' }).success).toBe(false)
    expect(createPostSchema.safeParse({ content: 'x'.repeat(5001) }).success).toBe(false)
    expect(createPostSchema.safeParse({ content: 'x'.repeat(5000) }).success).toBe(true)
  })
})
