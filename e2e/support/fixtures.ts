import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import type { RunningServer } from '../../scripts/server.ts'
import { E2E_ADMIN } from './admin.ts'
import { applyContextDefaults, type ServiceWorkerMode } from './contextDefaults.ts'
import { SERVER_LOG_ENV } from './mailbox.ts'
import { type Market, startMarket, startTestChain, type TestChain } from './market.ts'
import { type ApiSession, prepareWalletAccount, useSession } from './session.ts'
import { startTestServer } from './testServer.ts'
import {
  hardhatAccount0Key,
  installTestWallet,
  type TestWallet,
  type TestWalletOptions,
} from './wallet.ts'

type Viewport = { width: number; height: number }

export type OpenAs = (user: ApiSession | null, path?: string, viewport?: Viewport) => Promise<Page>

export type TestFixtures = {
  /** Set per file or describe block: `test.use({ walletOptions: { rejectSignatures: true } })`. */
  walletOptions: TestWalletOptions
  /** Installs the test wallet into this test's browser context. */
  wallet: TestWallet
  /** A tab of its own for `user` (signed in through the API), closed when the test ends. */
  openAs: OpenAs
  /** Closes the browser contexts a test opened and left open (tabs of `openConnectedTab`…). */
  closeOpenedContexts: undefined
  /** Set per file: `test.use({ serviceWorker: 'installed' })` for specs about the worker. */
  serviceWorker: ServiceWorkerMode
  /** Gives every context the test opens the worker or none, and its motion setting. */
  contextDefaults: undefined
}

export type WorkerFixtures = {
  /** The worker's local chain, shared by its servers. */
  chain: TestChain
  /**
   * The worker's server, every spec's: tests keep apart by fresh accounts, communities and
   * unique names. Buyers pay sellers directly on its chain.
   */
  agora: Market
  /** A second server on the worker's chain whose checkout pays into an escrow contract. */
  escrowMarket: Market
  /** A server nothing writes to, for the checks that need an empty database. */
  emptyServer: RunningServer
  /** A server of the newcomer journey's own: what trends there depends on no other spec. */
  newcomerServer: RunningServer
}

const WORKER_SERVER_TIMEOUT_MS = 120_000

/**
 * Every spec's fixtures: the same set everywhere, so Playwright keeps one worker (one
 * browser, one chain, one server) for the whole run. Servers that a test does not ask for
 * are not started.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  chain: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this
    async ({}, use) => {
      const chain = await startTestChain()
      await use(chain)
      await chain.stop()
    },
    { scope: 'worker', timeout: WORKER_SERVER_TIMEOUT_MS },
  ],
  agora: [
    async ({ chain }, use) => {
      // the log transport writes e-mails there, and tests read them (mailbox.ts)
      const logFile = path.join(await mkdtemp(path.join(tmpdir(), 'agora-e2e-log-')), 'server.log')
      process.env[SERVER_LOG_ENV] = logFile
      const market = await startMarket(chain, {
        logFile,
        env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
      })
      await use(market)
      await market.server.stop()
    },
    { scope: 'worker', timeout: WORKER_SERVER_TIMEOUT_MS },
  ],
  escrowMarket: [
    async ({ chain }, use) => {
      const market = await startMarket(chain, { escrow: true })
      await use(market)
      await market.server.stop()
    },
    { scope: 'worker', timeout: WORKER_SERVER_TIMEOUT_MS },
  ],
  emptyServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this
    async ({}, use) => runServer(use),
    { scope: 'worker', timeout: WORKER_SERVER_TIMEOUT_MS },
  ],
  newcomerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this
    async ({}, use) => runServer(use),
    { scope: 'worker', timeout: WORKER_SERVER_TIMEOUT_MS },
  ],
  baseURL: async ({ agora }, use) => use(agora.server.url),
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts())
      await use(undefined)
      // one browser serves the whole run: a tab left open keeps its sockets, timers and
      // animations busy through every later test
      for (const context of browser.contexts()) {
        if (!before.has(context)) await context.close()
      }
    },
    { auto: true },
  ],
  serviceWorker: ['absent', { option: true }],
  contextDefaults: [
    async ({ browser, serviceWorker, reducedMotion }, use) => {
      const undo = applyContextDefaults(browser, { serviceWorker, reducedMotion })
      await use(undefined)
      undo()
    },
    { auto: true },
  ],
  walletOptions: [{}, { option: true }],
  wallet: async ({ context, walletOptions, baseURL }, use) => {
    // the wallet's account exists with the welcome step closed: specs here are about other things
    if (baseURL) await prepareWalletAccount(baseURL, walletOptions.privateKey ?? hardhatAccount0Key)
    await use(await installTestWallet(context, walletOptions))
  },
  openAs: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (user, path = '/', viewport = { width: 1280, height: 900 }) => {
      const context = await browser.newContext({ baseURL, viewport })
      contexts.push(context)
      const page = await context.newPage()
      if (user) await useSession(page, user.token)
      await page.goto(path)
      await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
      return page
    })
    for (const context of contexts) await context.close()
  },
})

async function runServer(use: (server: RunningServer) => Promise<void>) {
  const server = await startTestServer()
  await use(server)
  await server.stop()
}

export { expect }
