import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

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
  const file = path.join(dataDir, SECRET_FILE)
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  if (existing?.trim()) return new TextEncoder().encode(existing.trim())
  const generated = randomBytes(48).toString('base64url')
  await mkdir(dataDir, { recursive: true })
  // 'wx' so two instances starting together cannot overwrite each other's secret
  await writeFile(file, generated, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  })
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim())
}
