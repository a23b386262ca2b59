import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

/** A Debian package and how to tell it is installed. */
export type SystemPackage = { name: string; installed: () => boolean }

export const postgresPackage: SystemPackage = {
  name: 'postgresql',
  installed: () => postgresBin() !== null,
}
export const redisPackage: SystemPackage = {
  name: 'redis-server',
  installed: () => onPath('redis-server'),
}
export const haproxyPackage: SystemPackage = { name: 'haproxy', installed: () => onPath('haproxy') }

export class MissingPackagesError extends Error {
  override name = 'MissingPackagesError'
}

/**
 * Installs the missing packages with apt-get when running as root (as CI does); otherwise
 * throws a `MissingPackagesError` that says which command to run.
 */
export function ensurePackages(packages: SystemPackage[]) {
  const missing = packages.filter((p) => !p.installed()).map((p) => p.name)
  if (missing.length === 0) return
  if (process.getuid?.() !== 0) {
    throw new MissingPackagesError(
      `Missing ${missing.join(', ')}: install with "sudo apt-get install -y ${missing.join(' ')}"`,
    )
  }
  console.error(`installing ${missing.join(' ')} from Debian…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env })
}

/** The newest installed PostgreSQL's bin folder, or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((version) => existsSync(`${root}/${version}/bin/initdb`))
    .sort((a, b) => Number(a) - Number(b))
  const newest = versions.at(-1)
  return newest ? `${root}/${newest}/bin` : null
}

function onPath(command: string) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
