import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'

export default defineConfig({
  testDir: 'tests',
  globalSetup: './support/globalSetup.ts',
  forbidOnly: true,
  retries: 0,
  // two cores shared by Chromium, the server and a local chain: in CI one browser at a time
  // keeps lazy-loaded wallet UI timings honest instead of starved
  workers: process.env.CI ? 1 : 2,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summaryReporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // DOM snapshots and network, without the screencast: its frames cost a fifth of a test's time
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
})
