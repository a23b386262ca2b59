import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { postgresBin } from './systemPackages.ts'

const run = promisify(execFile)
const DATABASE = 'agora'

export type PostgresServer = { url: string; stop: () => Promise<void> }

/**
 * A PostgreSQL server on loopback whose data lives in `dir` (created on first use, kept
 * afterwards), with an `agora` database. As root, it runs as the postgres user, as initdb
 * and postgres require.
 */
export async function startPostgres(dir: string, port: number): Promise<PostgresServer> {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed')
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? await postgresUser() : null
  await mkdir(dir, { recursive: true })
  if (owner) await chown(dir, owner.uid, owner.gid)
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args)

  const data = path.join(dir, 'data')
  const fresh = !existsSync(path.join(data, 'PG_VERSION'))
  if (fresh) await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  const pgCtl = (...args: string[]) =>
    as('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'postgres.log'), ...args])
  await pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start')
  if (fresh)
    await as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
  }
}

async function postgresUser() {
  const { stdout } = await run('id', ['postgres'])
  return { uid: Number(/uid=(\d+)/.exec(stdout)?.[1]), gid: Number(/gid=(\d+)/.exec(stdout)?.[1]) }
}
