import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Config } from '../../../config.ts'
import { secretInDataDir } from '../../../secrets.ts'

const KEY_FILE = 'kyc-image-key'
const NONCE_BYTES = 12
const TAG_BYTES = 16

const keys = new WeakMap<Config, Promise<Buffer>>()

/** The AES-256 key for document pictures: KYC_IMAGE_KEY, or one generated into the data directory. */
export function kycImageKey(config: Config): Promise<Buffer> {
  let key = keys.get(config)
  if (!key) {
    key = (async () => {
      const encoded =
        config.kyc.imageKey ??
        (await secretInDataDir(config.dataDir, KEY_FILE, () =>
          randomBytes(32).toString('base64url'),
        ))
      const bytes = Buffer.from(encoded, 'base64url')
      if (bytes.length !== 32) throw new Error(`The KYC image key is not 32 bytes (${KEY_FILE})`)
      return bytes
    })()
    keys.set(config, key)
  }
  return key
}

/**
 * Seals a picture with AES-256-GCM: nonce, tag, then ciphertext. The image id is the
 * associated data, so a sealed picture moved to another row does not open.
 */
export function sealImage(key: Buffer, imageId: string, bytes: Buffer) {
  const nonce = randomBytes(NONCE_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, nonce)
  cipher.setAAD(Buffer.from(imageId))
  const ciphertext = Buffer.concat([cipher.update(bytes), cipher.final()])
  return Buffer.concat([nonce, cipher.getAuthTag(), ciphertext])
}

/** The picture `sealImage` sealed; throws when it was changed or sealed with another key. */
export function openImage(key: Buffer, imageId: string, sealed: Buffer) {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE_BYTES))
  decipher.setAAD(Buffer.from(imageId))
  decipher.setAuthTag(sealed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES))
  return Buffer.concat([
    decipher.update(sealed.subarray(NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ])
}
