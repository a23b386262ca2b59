// Lints the OpenAPI document the API serves at /api/docs/json with Redocly, under the rules of
// redocly.yaml (the recommended ones, every warning an error); exits non-zero on any problem:
//   npm run lint:openapi
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestApp } from '../apps/api/test/testApp.ts'
import { repoRoot } from './server.ts'

/** The document as the real app serves it, built in-process on an empty database as tests do. */
async function servedDocument() {
  const app = await createTestApp()
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' })
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`)
    // one line per property, so each problem points at its own line
    return JSON.stringify(res.json(), null, 2)
  } finally {
    await app.close()
  }
}

const dir = await mkdtemp(path.join(tmpdir(), 'agora-openapi-'))
try {
  await writeFile(path.join(dir, 'openapi.json'), await servedDocument())
  const lint = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/redocly'),
    [
      'lint',
      'openapi.json',
      '--config',
      path.join(repoRoot, 'redocly.yaml'),
      '--max-problems',
      '1000',
    ],
    {
      cwd: dir,
      stdio: 'inherit',
      // no look-up of a newer version: the lint runs offline, on the pinned one
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  )
  process.exitCode = lint.status ?? 1
} finally {
  await rm(dir, { recursive: true, force: true })
}
