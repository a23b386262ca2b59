import { describe, expect, it } from 'vitest'
import { createPostSchema } from './schemas.ts'

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
