import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEnv } from '../admin/adminAccess.ts'
import { createTestApp, type TestApp } from '../testApp.ts'
import { fuzzOpenApi } from './fuzzOpenApi.ts'

// bounded for CI; FUZZ_REQUESTS=20000 (or `npm run bench -- fuzz`) sends more
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000)
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)

let app: TestApp

beforeAll(async () => {
  // one client address sends everything: lift the general per-client limit
  app = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', ...adminEnv })
})
afterAll(() => app?.close())

describe('requests generated from the OpenAPI document', () => {
  it(`answers ${REQUESTS} odd requests across every route without a 5xx or leaked internals`, async () => {
    const { routes, sent, problems } = await fuzzOpenApi(app, { requests: REQUESTS, seed: SEED })
    expect(routes).toBeGreaterThan(50)
    expect(sent).toBeGreaterThanOrEqual(REQUESTS)
    expect(problems.slice(0, 20), `${problems.length} of ${sent} requests went wrong`).toEqual([])
  }, 600_000)
})
