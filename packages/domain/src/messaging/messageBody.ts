import { xchacha20poly1305 } from '@noble/ciphers/chacha.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { fromBase64, toBase64 } from './base64.ts'
import { ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENTS_MAX } from './volumeLimits.ts'

/**
 * What travels sealed: the text, and for each attached file its id on the server and the
 * key that opens it. A body with files starts with U+0001 and is JSON; any other body is the
 * text itself, so messages sent before attachments existed read as they always did.
 */
const FILES_MARK = '\u0001'
const FILE_AAD = new TextEncoder().encode('agora/messages/v1/file')

export const attachedFileSchema = z.object({
  id: z.string(),
  /** The file's own 32-byte key and 24-byte nonce, base64: never sent to the server in clear. */
  key: z.string().length(44),
  nonce: z.string().length(32),
  name: z.string().max(255),
  type: z.string().max(255),
  size: z.number().int().min(0).max(ATTACHMENT_MAX_BYTES),
})
export type AttachedFile = z.infer<typeof attachedFileSchema>

const bodySchema = z.object({
  text: z.string(),
  files: z.array(attachedFileSchema).max(MESSAGE_ATTACHMENTS_MAX),
})
export type MessageBody = z.infer<typeof bodySchema>

export function encodeMessageBody(body: MessageBody) {
  return body.files.length === 0 ? body.text : FILES_MARK + JSON.stringify(body)
}

/** Throws on a body that claims files but does not hold them well-formed. */
export function decodeMessageBody(plaintext: string): MessageBody {
  if (!plaintext.startsWith(FILES_MARK)) return { text: plaintext, files: [] }
  return bodySchema.parse(JSON.parse(plaintext.slice(FILES_MARK.length)))
}

/** Encrypts a file with a fresh key (XChaCha20-Poly1305): the bytes to upload, and the key to seal. */
export function encryptFile(bytes: Uint8Array) {
  if (bytes.length > ATTACHMENT_MAX_BYTES)
    throw new Error(`A file sent in a message is at most ${ATTACHMENT_MAX_BYTES} bytes`)
  const key = randomBytes(32)
  const nonce = randomBytes(24)
  const ciphertext = xchacha20poly1305(key, nonce, FILE_AAD).encrypt(bytes)
  return { ciphertext, key: toBase64(key), nonce: toBase64(nonce) }
}

/** Throws when the bytes were altered or the key is not theirs. */
export function decryptFile(ciphertext: Uint8Array, file: Pick<AttachedFile, 'key' | 'nonce'>) {
  return xchacha20poly1305(fromBase64(file.key), fromBase64(file.nonce), FILE_AAD).decrypt(
    ciphertext,
  )
}
