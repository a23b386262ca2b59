import { describe, expect, it } from 'vitest'
import { openBody, sealBody } from './sealedBody.ts'

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

describe('sealBody', () => {
  it('stores no plaintext and opens back to the same body with its key', async () => {
    const key = await newKey()
    const sealed = await sealBody(key, bytes('{"content":"secret plan"}'))
    expect(new TextDecoder().decode(sealed)).not.toContain('secret plan')
    expect(new TextDecoder().decode(await openBody(key, sealed))).toBe('{"content":"secret plan"}')
  })

  it('cannot be opened with another session key', async () => {
    const sealed = await sealBody(await newKey(), bytes('hello'))
    await expect(openBody(await newKey(), sealed)).rejects.toThrow()
  })
})
