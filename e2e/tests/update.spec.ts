import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { type RunningServer, repoRoot } from '../../scripts/server.ts'
import { test as base } from '../support/fixtures.ts'
import { reloadUnderWorker } from '../support/serviceWorker.ts'
import { startTestServer } from '../support/testServer.ts'

type Deployment = { server: RunningServer; webDir: string }

/**
 * This spec deploys a second build under open tabs, so it serves a copy of the web build of
 * its own: the shared server's files stay as they are for every other spec.
 */
const test = base.extend<{ deployment: Deployment }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this
  deployment: async ({}, use) => {
    const webDir = await mkdtemp(path.join(tmpdir(), 'agora-web-'))
    await cp(path.join(repoRoot, 'apps/web/dist'), webDir, { recursive: true })
    const server = await startTestServer({ env: { WEB_DIR: webDir } })
    await use({ server, webDir })
    await server.stop()
    await rm(webDir, { recursive: true, force: true })
  },
  baseURL: async ({ deployment }, use) => use(deployment.server.url),
})

const BUILD_MARKER = '<meta name="agora-build" content="2">'

/**
 * What a deploy changes for the worker: a new index.html, and a worker script whose precache
 * manifest names its new revision (Workbox's injectManifest writes one per file).
 */
async function deploySecondBuild(webDir: string) {
  const indexPath = path.join(webDir, 'index.html')
  const index = await readFile(indexPath, 'utf8')
  await writeFile(indexPath, index.replace('</head>', `${BUILD_MARKER}</head>`))
  const workerPath = path.join(webDir, 'sw.js')
  const worker = await readFile(workerPath, 'utf8')
  const revised = worker.replace(
    /\{"revision":"[0-9a-f]+","url":"index\.html"\}/,
    '{"revision":"second-build","url":"index.html"}',
  )
  expect(revised).not.toBe(worker)
  await writeFile(workerPath, revised)
}

async function openUnderWorker(page: Page) {
  await page.goto('/')
  await reloadUnderWorker(page)
}

const updateNotice = (page: Page) => page.getByRole('region', { name: 'Update Available' })

// about the service worker: its pages run under it
test.use({ serviceWorker: 'installed' })

test('a new build under two open tabs: both offer it, "Later" hides it, "Update" reloads once into it', async ({
  context,
  deployment,
}) => {
  const first = await context.newPage()
  await openUnderWorker(first)
  const second = await context.newPage()
  await second.goto('/')
  await expect(second.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  // the registration happens after the skeleton, when idle: wait for it in this tab too
  await expect
    .poll(() =>
      second.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined),
    )
    .toBe(true)
  await expect(first.locator('meta[name="agora-build"]')).toHaveCount(0)

  await deploySecondBuild(deployment.webDir)
  // what a browser does on its own at the next navigation or within a day
  await first.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })

  await expect(updateNotice(first)).toBeVisible()
  await expect(updateNotice(first)).toContainText('A new version is ready')
  await expect(updateNotice(second)).toBeVisible()

  await updateNotice(second).getByRole('button', { name: 'Later' }).click()
  await expect(updateNotice(second)).toBeHidden()

  let loads = 0
  first.on('load', () => {
    loads += 1
  })
  await updateNotice(first).getByRole('button', { name: 'Update' }).click()
  await expect(first.locator('meta[name="agora-build"]')).toHaveCount(1)
  await expect(first.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  await expect(updateNotice(first)).toBeHidden()
  expect(loads).toBe(1)
  // the other tab is now controlled by the new worker: nothing waits, nothing to offer
  await expect(updateNotice(second)).toBeHidden()
})
