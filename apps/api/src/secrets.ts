import { randomBytes } from 'node:crypto'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { writeFileOnce } from './writeFileOnce.ts'

const SECRET_FILE = 'jwt-secret'

/**
 * The HMAC key that signs session tokens, imported once (importing it on every verify cost
 * a few per cent of a signed-in request): from the configured JWT secret, or one generated
 * on first start and kept in the data directory so sessions survive restarts.
 */
export async function resolveJwtKey(configured: string | null, dataDir: string) {
  const secret = await resolveJwtSecret(configured, dataDir)
  return crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
}

async function resolveJwtSecret(configured: string | null, dataDir: string) {
  if (configured) return new TextEncoder().encode(configured)
  const secret = await secretInDataDir(dataDir, SECRET_FILE, () =>
    randomBytes(48).toString('base64url'),
  )
  return new TextEncoder().encode(secret)
}

/**
 * A secret kept in the data directory: read when there, else generated once and written
 * (owner-only) so it survives restarts.
 */
export async function secretInDataDir(dataDir: string, name: string, generate: () => string) {
  const file = path.join(dataDir, name)
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  if (existing?.trim()) return existing.trim()
  await mkdir(dataDir, { recursive: true })
  // once: two instances starting together keep one secret
  await writeFileOnce(file, generate())
  return (await readFile(file, 'utf8')).trim()
}
