import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { bearer, signIn } from '../wallets.ts'

let dataDir = ''
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('sessions across a restart', () => {
  it('keep working on the same data directory', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'agora-restart-'))
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    })

    const first = await buildApp(config)
    const token = await signIn(first)
    await first.close()

    const second = await buildApp(config)
    const res = await second.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })
    await second.close()
    expect(res.statusCode).toBe(200)
  })
})
