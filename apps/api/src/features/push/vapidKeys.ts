import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import webpush from 'web-push'
import type { Config } from '../../config.ts'
import { writeFileOnce } from '../../writeFileOnce.ts'

const KEYS_FILE = 'vapid-keys.json'

export type VapidKeys = { publicKey: string; privateKey: string }

/** What signs a push request: the key pair and whom push services may contact. */
export type VapidDetails = VapidKeys & { subject: string }

/**
 * The key pair that signs this server's push requests (RFC 8292): from the configuration,
 * or generated on first start and kept in the data directory, since every browser
 * subscription is bound to the public key it was made with.
 */
export async function resolveVapidKeys(config: Config): Promise<VapidKeys> {
  if (config.push.vapidKeys) return config.push.vapidKeys
  const file = path.join(config.dataDir, KEYS_FILE)
  const existing = await readKeys(file)
  if (existing) return existing
  await mkdir(config.dataDir, { recursive: true })
  // once: two instances starting together keep one pair
  await writeFileOnce(file, JSON.stringify(webpush.generateVAPIDKeys()))
  const written = await readKeys(file)
  if (!written) throw new Error(`${file} holds no VAPID key pair`)
  return written
}

async function readKeys(file: string): Promise<VapidKeys | null> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  if (!text?.trim()) return null
  const { publicKey, privateKey } = JSON.parse(text) as Partial<VapidKeys>
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string')
    throw new Error(`${file} holds no VAPID key pair`)
  return { publicKey, privateKey }
}
