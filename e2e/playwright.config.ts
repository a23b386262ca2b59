import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath, headlessShellPath } from '../scripts/chromium.ts'

// @NOTE the runner and its workers all load this file: the run's id is picked once, inherited
process.env.AGORA_E2E_RUN ??= `${Date.now()}-${process.pid}`

/** Tests of what only the full browser has (Background Sync): scripts/chromium.ts. */
const FULL_CHROMIUM = /@full-chromium/

export default defineConfig({
  testDir: 'tests',
  // Playwright empties its output folder when a run starts: one folder a run, so runs of single
  // specs side by side keep each other's traces
  outputDir: `test-results/${process.env.AGORA_E2E_RUN}`,
  globalSetup: './support/globalSetup.ts',
  forbidOnly: true,
  // tests, not files, go to the workers: the run no longer ends with one long file on one
  // worker while the others idle. Every spec has the same worker fixtures, so a worker keeps
  // its chain, servers and browser from file to file
  fullyParallel: true,
  retries: 0,
  // measured on this two-core machine, the whole suite: 892 s at one worker, 614 s at two, 536 s
  // at three (an older, smaller suite); today's 180 tests 609 s at three, 592 s at four. A test
  // spends much of its time waiting (the spec's 1500 ms skeleton on every page load, blocks on
  // the chain, a server's answer), which another worker's test fills
  workers: 4,
  // four workers share two cores with their browsers, servers and chains: a test gets about
  // half a core, so a test that takes 20 s alone can take 45 s here
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summaryReporter.ts']],
  use: {
    browserName: 'chromium',
    // every test but reduced-motion.spec.ts's runs as someone who asked their system for less
    // motion: without a GPU each frame of an animation (the skeleton's shine, the fade-in) is
    // composited in software, a fifth of a page load's CPU time (measured: 1.24 → 1.02 CPU-s)
    reducedMotion: 'reduce',
    // DOM snapshots and network, without the screencast: its frames cost a fifth of a test's time
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // first, and on one worker: its two tests share one chain, server and browser, started
    // alongside the rest of the suite rather than two of each at the end of the run
    {
      name: 'chromium',
      grep: FULL_CHROMIUM,
      workers: 1,
      use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
    },
    {
      name: 'headless shell',
      grepInvert: FULL_CHROMIUM,
      use: { launchOptions: { executablePath: headlessShellPath, args: chromiumArgs } },
    },
  ],
})
