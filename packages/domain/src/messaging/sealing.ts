import { xchacha20poly1305 } from '@noble/ciphers/chacha.js'
import { bytesToUtf8, concatBytes, equalBytes, utf8ToBytes } from '@noble/ciphers/utils.js'
import { x25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { fromBase64, toBase64 } from './base64.ts'
import type { MessageEnvelope, WrappedPrivateKey } from './schemas.ts'
import { MESSAGE_MAX_BYTES, SEALED_READERS_MAX } from './schemas.ts'

/**
 * End-to-end sealing of messages (envelope version 1). Each message gets a fresh
 * random content key; the text, padded to a multiple of 256 bytes, is encrypted once with
 * it (XChaCha20-Poly1305, random 24-byte nonce). The content key is then sealed for each
 * reader — the recipients (one peer, or a group's members) and the sender, so all read the
 * history — with a fresh ephemeral
 * X25519 key: the wrapping key is HKDF-SHA256 over DH(ephemeral, reader) ‖ DH(sender, reader),
 * so only the holder of the sender's static key could have sealed it (authenticated, like
 * HPKE's auth mode), and only the reader's private key opens it.
 */

export type MessagingKeyPair = { privateKey: Uint8Array; publicKey: Uint8Array }

/**
 * What a wallet signs to unlock its messaging key on a new device. Fixed, so the same
 * wallet signs the same text everywhere; ECDSA signatures (RFC 6979) are deterministic, so
 * the same wallet re-derives the same wrapping key.
 */
export const MESSAGING_KEY_MESSAGE = [
  'Agora: unlock my direct messages',
  '',
  'Signing this lets this browser open your end-to-end encrypted messages on Agora.',
  'It does not send a transaction, move funds or cost gas.',
  '',
  'Version: 1',
].join('\n')

const PAD_BLOCK = 256
const CONTENT_AAD = utf8ToBytes('agora/messages/v1/content')
const SEAL_INFO = utf8ToBytes('agora/messages/v1/seal')
const WRAP_INFO = utf8ToBytes('agora/messages/v1/wallet-wrap')

export function generateMessagingKeyPair(): MessagingKeyPair {
  // any 32 bytes are an X25519 secret key (clamped when used)
  const privateKey = randomBytes(32)
  return { privateKey, publicKey: x25519.getPublicKey(privateKey) }
}

export function messagingPublicKey(privateKey: Uint8Array) {
  return x25519.getPublicKey(privateKey)
}

export type SealReader = { address: string; publicKey: Uint8Array }

export type SealParameters = {
  text: string
  sender: { address: string; privateKey: Uint8Array }
  /** Everyone else who reads it: the one peer, or a group's other members. */
  recipients: SealReader[]
}

/** Seals `text` for the sender and each recipient (at most `SEALED_READERS_MAX` in all). */
export function sealMessage({ text, sender, recipients }: SealParameters): MessageEnvelope {
  const body = utf8ToBytes(text)
  if (body.length > MESSAGE_MAX_BYTES)
    throw new Error(`A message holds at most ${MESSAGE_MAX_BYTES} bytes`)
  const senderKey = x25519.getPublicKey(sender.privateKey)
  const contentKey = randomBytes(32)
  const nonce = randomBytes(24)
  const ciphertext = xchacha20poly1305(contentKey, nonce, contentAad(senderKey)).encrypt(pad(body))
  const readers = new Map<string, Uint8Array>()
  for (const reader of recipients) readers.set(reader.address.toLowerCase(), reader.publicKey)
  readers.set(sender.address.toLowerCase(), senderKey)
  if (readers.size > SEALED_READERS_MAX)
    throw new Error(`A message is sealed for at most ${SEALED_READERS_MAX} readers`)
  const sealedFor: MessageEnvelope['sealedFor'] = {}
  for (const [address, publicKey] of readers) {
    const ephemeral = generateMessagingKeyPair()
    const key = sealingKey(
      concatBytes(
        x25519.getSharedSecret(ephemeral.privateKey, publicKey),
        x25519.getSharedSecret(sender.privateKey, publicKey),
      ),
      ephemeral.publicKey,
      senderKey,
      publicKey,
    )
    const keyNonce = randomBytes(24)
    sealedFor[address] = {
      ephemeralPublicKey: toBase64(ephemeral.publicKey),
      nonce: toBase64(keyNonce),
      ciphertext: toBase64(
        xchacha20poly1305(key, keyNonce, utf8ToBytes(address)).encrypt(contentKey),
      ),
    }
  }
  return {
    version: 1,
    senderKey: toBase64(senderKey),
    nonce: toBase64(nonce),
    ciphertext: toBase64(ciphertext),
    sealedFor,
  }
}

export type OpenParameters = {
  envelope: MessageEnvelope
  reader: { address: string; privateKey: Uint8Array }
  /** The sender's published key; without it the envelope's own `senderKey` is trusted. */
  senderPublicKey?: Uint8Array
}

/** The message's text; throws when it was not sealed for this reader or was altered. */
export function openMessage({ envelope, reader, senderPublicKey }: OpenParameters) {
  const senderKey = fromBase64(envelope.senderKey)
  if (senderPublicKey && !equalBytes(senderKey, senderPublicKey))
    throw new Error('This message was not sealed with the sender’s published key')
  const address = reader.address.toLowerCase()
  const sealed = envelope.sealedFor[address]
  if (!sealed) throw new Error('This message was not sealed for this reader')
  const ephemeralKey = fromBase64(sealed.ephemeralPublicKey)
  const readerKey = x25519.getPublicKey(reader.privateKey)
  const key = sealingKey(
    concatBytes(
      x25519.getSharedSecret(reader.privateKey, ephemeralKey),
      x25519.getSharedSecret(reader.privateKey, senderKey),
    ),
    ephemeralKey,
    senderKey,
    readerKey,
  )
  const contentKey = xchacha20poly1305(key, fromBase64(sealed.nonce), utf8ToBytes(address)).decrypt(
    fromBase64(sealed.ciphertext),
  )
  const padded = xchacha20poly1305(
    contentKey,
    fromBase64(envelope.nonce),
    contentAad(senderKey),
  ).decrypt(fromBase64(envelope.ciphertext))
  return bytesToUtf8(unpad(padded))
}

/** Derives the key that wraps a messaging private key from the wallet's signature of `MESSAGING_KEY_MESSAGE`. */
export function wrapPrivateKey(privateKey: Uint8Array, signature: string): WrappedPrivateKey {
  const salt = randomBytes(16)
  const nonce = randomBytes(24)
  const ciphertext = xchacha20poly1305(walletKey(signature, salt), nonce, WRAP_INFO).encrypt(
    privateKey,
  )
  return {
    version: 1,
    salt: toBase64(salt),
    nonce: toBase64(nonce),
    ciphertext: toBase64(ciphertext),
  }
}

/** Throws when the signature is not the one the key was wrapped with. */
export function unwrapPrivateKey(wrapped: WrappedPrivateKey, signature: string) {
  return xchacha20poly1305(
    walletKey(signature, fromBase64(wrapped.salt)),
    fromBase64(wrapped.nonce),
    WRAP_INFO,
  ).decrypt(fromBase64(wrapped.ciphertext))
}

function sealingKey(
  sharedSecrets: Uint8Array,
  ephemeralKey: Uint8Array,
  senderKey: Uint8Array,
  readerKey: Uint8Array,
) {
  return hkdf(sha256, sharedSecrets, ephemeralKey, concatBytes(SEAL_INFO, senderKey, readerKey), 32)
}

function walletKey(signature: string, salt: Uint8Array) {
  if (!/^0x([0-9a-fA-F]{2})+$/.test(signature)) throw new Error('A signature is 0x-prefixed hex')
  const bytes = new Uint8Array((signature.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(signature.slice(2 + i * 2, 4 + i * 2), 16)
  return hkdf(sha256, bytes, salt, WRAP_INFO, 32)
}

function contentAad(senderKey: Uint8Array) {
  return concatBytes(CONTENT_AAD, senderKey)
}

// ISO/IEC 7816-4 padding: 0x80 then zeros, so the ciphertext shows only a length bucket
function pad(body: Uint8Array) {
  const padded = new Uint8Array(Math.ceil((body.length + 1) / PAD_BLOCK) * PAD_BLOCK)
  padded.set(body)
  padded[body.length] = 0x80
  return padded
}

function unpad(padded: Uint8Array) {
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 0x80) throw new Error('This message’s padding is broken')
  return padded.subarray(0, end)
}
