import type { FullConfig } from '@playwright/test'
import { startServer } from '../../scripts/server.ts'

/** One real server for the whole run; the returned function is Playwright's teardown. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL')
  const server = await startServer({ port: Number(new URL(baseURL).port), echoOutputAs: '[api]' })
  return () => server.stop()
}
