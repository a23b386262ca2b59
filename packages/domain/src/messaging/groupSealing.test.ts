import { describe, expect, it } from 'vitest'
import { ENVELOPE_MAX_CHARS, MESSAGE_MAX_BYTES, messageEnvelopeSchema } from './schemas.ts'
import { generateMessagingKeyPair, openMessage, sealMessage } from './sealing.ts'

function at<T>(list: T[] | Record<string, T>, index: number | string): T {
  const item = (list as Record<string, T>)[index]
  if (item === undefined) throw new Error(`nothing at ${index}`)
  return item
}

function users(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    address: `0x${(i + 1).toString(16).padStart(40, '0')}`,
    ...generateMessagingKeyPair(),
  }))
}

describe('sealing for a group', () => {
  it('opens for each of three readers, the sender included, and for nobody else', () => {
    const [alice, bob, carol, dave] = users(4)
    if (!alice || !bob || !carol || !dave) throw new Error('four people')
    const envelope = sealMessage({ text: 'gm all', sender: alice, recipients: [bob, carol] })
    expect(Object.keys(envelope.sealedFor).sort()).toEqual(
      [alice.address, bob.address, carol.address].sort(),
    )
    for (const reader of [alice, bob, carol])
      expect(openMessage({ envelope, reader, senderPublicKey: alice.publicKey })).toBe('gm all')
    expect(() => openMessage({ envelope, reader: dave })).toThrow(/not sealed for this reader/)
    // bob's sealed key under carol's address does not open for carol
    const swapped = {
      ...envelope,
      sealedFor: { ...envelope.sealedFor, [carol.address]: at(envelope.sealedFor, bob.address) },
    }
    expect(() => openMessage({ envelope: swapped, reader: carol })).toThrow()
  })

  it('seals the longest text for 50 readers within the documented envelope size', () => {
    const [sender, ...others] = users(50)
    if (!sender) throw new Error('a sender')
    const text = 'é'.repeat(MESSAGE_MAX_BYTES / 2)
    const envelope = sealMessage({ text, sender, recipients: others })
    expect(Object.keys(envelope.sealedFor)).toHaveLength(50)
    expect(JSON.stringify(envelope).length).toBeLessThanOrEqual(ENVELOPE_MAX_CHARS)
    expect(messageEnvelopeSchema.safeParse(envelope).success).toBe(true)
    expect(openMessage({ envelope, reader: at(others, 0) })).toBe(text)
    expect(openMessage({ envelope, reader: at(others, 48) })).toBe(text)
  })

  it('refuses to seal for more than 50 readers, and the API schema refuses such an envelope', () => {
    const [sender, ...others] = users(51)
    if (!sender) throw new Error('a sender')
    expect(() => sealMessage({ text: 'too many', sender, recipients: others })).toThrow(
      /at most 50/,
    )
    const envelope = sealMessage({ text: 'ok', sender, recipients: others.slice(0, 49) })
    const extra = {
      ...envelope.sealedFor,
      [at(others, 49).address]: at(envelope.sealedFor, sender.address),
    }
    expect(messageEnvelopeSchema.safeParse({ ...envelope, sealedFor: extra }).success).toBe(false)
  })
})
