import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { writeFileOnce } from './writeFileOnce.ts'

const run = promisify(execFile)

/** Node processes that wait for the same instant, then each ask for the data directory's secret. */
async function startTogether(dir: string, processes: number): Promise<string[]> {
  const secrets = new URL('./secrets.ts', import.meta.url).pathname
  const at = Date.now() + 1_000
  const script = `
    const { secretInDataDir } = await import(${JSON.stringify(secrets)})
    while (Date.now() < ${at});
    const secret = await secretInDataDir(${JSON.stringify(dir)}, 'secret', () => 'x'.repeat(4_000_000) + process.pid)
    process.stdout.write(secret.length + ':' + secret.slice(-12))`
  const runs = Array.from({ length: processes }, () =>
    run(process.execPath, ['--input-type=module', '-e', script]),
  )
  return (await Promise.all(runs)).map(({ stdout }) => stdout)
}

describe('writeFileOnce', () => {
  it('keeps the first contents, owner-only, and leaves no draft behind', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'agora-once-'))
    const file = path.join(dir, 'key')
    await writeFileOnce(file, 'first')
    await writeFileOnce(file, 'second')
    expect(await readFile(file, 'utf8')).toBe('first')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await readdir(dir)).toEqual(['key'])
  })

  // an exclusive create alone let an instance read the file empty or cut (seen in CI: two
  // instances on one data directory, "holds no VAPID key pair")
  it('gives instances starting at the same instant one whole secret', async () => {
    for (let round = 0; round < 3; round++) {
      const dir = await mkdtemp(path.join(tmpdir(), 'agora-once-'))
      const seen = await startTogether(dir, 4)
      expect(new Set(seen).size, seen.join(', ')).toBe(1)
      expect(Number(seen[0]?.split(':')[0])).toBeGreaterThan(4_000_000)
      expect(await readdir(dir)).toEqual(['secret'])
    }
  })
})
