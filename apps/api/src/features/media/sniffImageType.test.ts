import { describe, expect, it } from 'vitest'
import { sniffImageType } from './sniffImageType.ts'

describe('sniffImageType', () => {
  it.each([
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0], 'image/png'],
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 0], 'image/jpeg'],
    ['gif', [...Buffer.from('GIF89a'), 0, 0], 'image/gif'],
    ['webp', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'image/webp'],
  ])('knows %s by its bytes', (_, bytes, type) => {
    expect(sniffImageType(Buffer.from(bytes))).toBe(type)
  })

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull()
    expect(sniffImageType(Buffer.alloc(0))).toBeNull()
  })
})
