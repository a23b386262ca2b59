import { describe, expect, it } from 'vitest'
import { opaqueValueSpans } from './opaqueValues.ts'

const KEY = 'Xq7RzL2mVb9TkP4wNc8YhJ3sFd6GaE1u'
const spanned = (text: string) =>
  opaqueValueSpans(text).map(({ start, end }) => text.slice(start, end))

describe('opaqueValueSpans', () => {
  it('finds token values under opaque keys at any depth, and nothing else', () => {
    const text = JSON.stringify({
      data: [{ envelope: { nonce: 'AAEC', sealedFor: { '0xab': { ciphertext: 'q+/w==' } } } }],
      title: KEY,
      nextCursor: 'eyJhdCI6IjIwMjYifQ',
    })
    expect(spanned(text)).toEqual(['AAEC', 'q+/w==', 'eyJhdCI6IjIwMjYifQ'])
  })

  it('leaves a value that is not a token, or not a string, to the scan', () => {
    expect(
      spanned('{"nonce":"call +1 415 555 0199","cursor":12,"publicKey":{"x":"AAEC"}}'),
    ).toEqual([])
  })

  it('is not fooled by an opaque key written inside a string', () => {
    expect(spanned(JSON.stringify({ body: `"nonce":"${KEY}"` }))).toEqual([])
    expect(spanned(JSON.stringify({ nonce: KEY, note: 'x' }))).toEqual([KEY])
  })

  it('reads keys as JSON does, escapes included', () => {
    expect(spanned(`{"\\u006eonce" : "${KEY}"}`)).toEqual([KEY])
  })

  it('finds nothing in text that is not JSON', () => {
    expect(spanned(`nonce: "${KEY}"`)).toEqual([])
    expect(spanned(`{"nonce":"${KEY}"`)).toEqual([])
  })
})
