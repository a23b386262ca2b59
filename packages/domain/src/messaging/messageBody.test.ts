import { describe, expect, it } from 'vitest'
import { decodeMessageBody, decryptFile, encodeMessageBody, encryptFile } from './messageBody.ts'
import { generateMessagingKeyPair, openMessage, sealMessage } from './sealing.ts'

describe('a message body with files', () => {
  it('reads a plain text as it always did, and carries file keys sealed with the text', () => {
    expect(decodeMessageBody('gm')).toEqual({ text: 'gm', files: [] })
    const picture = new Uint8Array([137, 80, 78, 71, 1, 2, 3])
    const { ciphertext, key, nonce } = encryptFile(picture)
    expect(ciphertext).not.toEqual(picture)
    const file = { id: 'f1', key, nonce, name: 'lamp.png', type: 'image/png', size: 7 }
    const alice = { address: `0x${'a1'.padStart(40, '0')}`, ...generateMessagingKeyPair() }
    const bob = { address: `0x${'b0'.padStart(40, '0')}`, ...generateMessagingKeyPair() }
    const envelope = sealMessage({
      text: encodeMessageBody({ text: 'the lamp', files: [file] }),
      sender: alice,
      recipients: [bob],
    })
    expect(JSON.stringify(envelope)).not.toContain(key)
    const body = decodeMessageBody(openMessage({ envelope, reader: bob }))
    expect(body).toEqual({ text: 'the lamp', files: [file] })
    expect(decryptFile(ciphertext, body.files[0] ?? file)).toEqual(picture)
  })

  it('refuses altered bytes, another key, and a malformed body', () => {
    const { ciphertext, key, nonce } = encryptFile(new Uint8Array([1, 2, 3]))
    const altered = ciphertext.slice()
    altered[0] = (altered[0] ?? 0) ^ 1
    expect(() => decryptFile(altered, { key, nonce })).toThrow()
    expect(() =>
      decryptFile(ciphertext, { key: encryptFile(new Uint8Array(1)).key, nonce }),
    ).toThrow()
    expect(() => decodeMessageBody('\u0001{"text":1}')).toThrow()
  })
})
