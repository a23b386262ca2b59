import type { FullConfig } from '@playwright/test'
import { startServer } from '../../scripts/server.ts'
import { E2E_ADMIN } from './admin.ts'

/** One real server for the whole run; the returned function is Playwright's teardown. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL')
  const server = await startServer({
    port: Number(new URL(baseURL).port),
    echoOutputAs: '[api]',
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // @NOTE every test browser shares 127.0.0.1: the default 600 requests a minute per client
      // (static files included) is one person's budget, not a whole parallel suite's
      RATE_LIMIT_PER_MINUTE: '20000',
    },
  })
  return () => server.stop()
}
