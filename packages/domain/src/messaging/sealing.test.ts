import { describe, expect, it } from 'vitest'
import { fromBase64, toBase64 } from './base64.ts'
import { messageEnvelopeSchema } from './schemas.ts'
import {
  generateMessagingKeyPair,
  MESSAGING_KEY_MESSAGE,
  openMessage,
  sealMessage,
  unwrapPrivateKey,
  wrapPrivateKey,
} from './sealing.ts'

const ALICE = '0x00000000000000000000000000000000000000a1'
const BOB = '0x00000000000000000000000000000000000000b0'
const SIGNATURE = `0x${'ab'.repeat(65)}`

function conversation() {
  const alice = { address: ALICE, ...generateMessagingKeyPair() }
  const bob = { address: BOB, ...generateMessagingKeyPair() }
  const envelope = sealMessage({ text: 'gm Bob — meet at 5?', sender: alice, recipients: [bob] })
  return { alice, bob, envelope }
}

describe('sealing direct messages', () => {
  it('opens for the recipient and for the sender, and the envelope is what the API accepts', () => {
    const { alice, bob, envelope } = conversation()
    expect(openMessage({ envelope, reader: bob, senderPublicKey: alice.publicKey })).toBe(
      'gm Bob — meet at 5?',
    )
    expect(openMessage({ envelope, reader: alice })).toBe('gm Bob — meet at 5?')
    expect(messageEnvelopeSchema.safeParse(envelope).success).toBe(true)
    expect(JSON.stringify(envelope)).not.toContain('gm Bob')
  })

  it('fails for a reader it was not sealed for, or with the wrong private key', () => {
    const { bob, envelope } = conversation()
    const eve = {
      address: '0x00000000000000000000000000000000000000e0',
      ...generateMessagingKeyPair(),
    }
    expect(() => openMessage({ envelope, reader: eve })).toThrow()
    expect(() =>
      openMessage({ envelope, reader: { address: bob.address, privateKey: eve.privateKey } }),
    ).toThrow()
  })

  it('fails when the text, a sealed key or the sender key was tampered with', () => {
    const { alice, bob, envelope } = conversation()
    const flip = (text: string) => {
      const bytes = fromBase64(text)
      bytes[0] = (bytes[0] ?? 0) ^ 1
      return toBase64(bytes)
    }
    const sealed = envelope.sealedFor[BOB]
    if (!sealed) throw new Error('not sealed for Bob')
    const tampered = [
      { ...envelope, ciphertext: flip(envelope.ciphertext) },
      { ...envelope, nonce: flip(envelope.nonce) },
      { ...envelope, sealedFor: { [BOB]: { ...sealed, ciphertext: flip(sealed.ciphertext) } } },
      { ...envelope, senderKey: toBase64(generateMessagingKeyPair().publicKey) },
    ]
    for (const envelope of tampered) expect(() => openMessage({ envelope, reader: bob })).toThrow()
    // a key other than the sender's published one is refused before anything is opened
    expect(() =>
      openMessage({ envelope, reader: bob, senderPublicKey: generateMessagingKeyPair().publicKey }),
    ).toThrow(/published key/)
    expect(openMessage({ envelope, reader: bob, senderPublicKey: alice.publicKey })).toBeTruthy()
  })

  it('hides the exact length: texts of similar size seal to the same size', () => {
    const { alice, bob } = conversation()
    const a = sealMessage({ text: 'hi', sender: alice, recipients: [bob] })
    const b = sealMessage({ text: 'hello there, how are you?', sender: alice, recipients: [bob] })
    expect(a.ciphertext.length).toBe(b.ciphertext.length)
  })

  it('refuses a text over the limit', () => {
    const { alice, bob } = conversation()
    expect(() =>
      sealMessage({ text: 'x'.repeat(8001), sender: alice, recipients: [bob] }),
    ).toThrow()
    const envelope = sealMessage({ text: 'é'.repeat(4000), sender: alice, recipients: [bob] })
    expect(messageEnvelopeSchema.safeParse(envelope).success).toBe(true)
  })
})

describe('wrapping the messaging key with a wallet signature', () => {
  it('unwraps with the same signature and fails with another', () => {
    const { privateKey } = generateMessagingKeyPair()
    const wrapped = wrapPrivateKey(privateKey, SIGNATURE)
    expect(unwrapPrivateKey(wrapped, SIGNATURE)).toEqual(privateKey)
    expect(() => unwrapPrivateKey(wrapped, `0x${'cd'.repeat(65)}`)).toThrow()
    expect(() =>
      unwrapPrivateKey({ ...wrapped, salt: toBase64(new Uint8Array(16)) }, SIGNATURE),
    ).toThrow()
  })

  it('asks the wallet to sign a fixed, readable text', () => {
    expect(MESSAGING_KEY_MESSAGE).toMatch(/^Agora: unlock my direct messages/)
    expect(MESSAGING_KEY_MESSAGE).toMatch(/does not send a transaction/)
  })
})

describe('base64', () => {
  it('round-trips every length', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 255)
      expect(fromBase64(toBase64(bytes))).toEqual(bytes)
    }
    expect(toBase64(Uint8Array.of(1, 2, 3, 4))).toBe('AQIDBA==')
  })
})
