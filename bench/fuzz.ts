/**
 * The OpenAPI fuzz suite at a larger count than CI runs (apps/api/test/fuzz): requests
 * generated across every route against the real app on PGlite. Throws on any 5xx or leaked
 * internals, after printing them.
 */
import { adminEnv } from '../apps/api/test/admin/adminAccess.ts'
import { fuzzOpenApi } from '../apps/api/test/fuzz/fuzzOpenApi.ts'
import { createTestApp } from '../apps/api/test/testApp.ts'
import type { Metric } from './metric.ts'

export async function measureFuzz(requests: number, seed: number): Promise<Metric[]> {
  const app = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', ...adminEnv })
  try {
    const started = performance.now()
    const { routes, sent, problems } = await fuzzOpenApi(app, { requests, seed })
    const seconds = (performance.now() - started) / 1000
    if (problems.length > 0) {
      console.error(problems.slice(0, 50).join('\n'))
      throw new Error(`${problems.length} of ${sent} fuzzed requests went wrong (seed ${seed})`)
    }
    return [
      { name: `fuzz: requests across ${routes} routes (seed ${seed})`, value: sent, unit: '' },
      { name: 'fuzz: 5xx or leaked internals', value: problems.length, unit: '' },
      { name: 'fuzz: duration', value: Math.round(seconds), unit: 's' },
    ]
  } finally {
    await app.close()
  }
}
