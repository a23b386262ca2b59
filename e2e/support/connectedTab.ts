import { type Browser, expect, type Page, request as playwrightRequest } from '@playwright/test'
import type { Hex } from 'viem'
import { collectConsoleErrors } from './consoleErrors.ts'
import type { SignedInTab } from './market.ts'
import { type NetworkLog, recordNetwork } from './network.ts'
import { type ApiSession, signInThroughApi, useSession } from './session.ts'
import { installTestWallet, type TestWalletOptions, testWalletInfo } from './wallet.ts'

export type ConnectedTabOptions = {
  /** 1280 × 900 unless given: a phone is 390 wide. */
  viewport?: { width: number; height: number }
  /** A JSON-RPC node (the market's local chain) the wallet sends transactions to. */
  rpcUrl?: string
  /** How the wallet answers (`rejectTransactions`, `chainId`…); flip them later on `wallet`. */
  wallet?: Omit<TestWalletOptions, 'privateKey' | 'rpcUrl' | 'connected'>
  /** Console errors this test provokes on purpose (see `collectConsoleErrors`). */
  expectedConsoleErrors?: RegExp[]
  /** Record every body and socket frame of the tab, as `network` (see `recordNetwork`). */
  recordNetwork?: boolean
  /** The first page: `/` unless given. */
  path?: string
  /** Leave the account's welcome step open (it is closed, as in `signInThroughApi`). */
  welcome?: boolean
  /** Runs on the new tab before its first page loads (routes, init scripts of the test). */
  beforeFirstPage?: (page: Page) => Promise<void>
}

export type ConnectedTab<Options extends ConnectedTabOptions = ConnectedTabOptions> =
  SignedInTab & {
    /** The API session the tab was given (its token, user and address). */
    session: ApiSession
    /** What went over the wire, when opened with `recordNetwork: true`. */
    network: Options extends { recordNetwork: true } ? NetworkLog : NetworkLog | undefined
  }

/** The EIP-6963 connector wagmi makes for the test wallet takes the wallet's rdns as its id. */
export const TEST_WALLET_CONNECTOR_ID = testWalletInfo.rdns

/**
 * What wagmi keeps in local storage (its `createStorage`: key prefix `wagmi.`, values JSON) once
 * a wallet connected: `recentConnectorId` is the connector the app reconnects at start
 * (`createWalletKit().reconnect()` tries that one only). No `<id>.disconnected` flag is set, so
 * the injected connector's `isAuthorized()` asks the wallet's `eth_accounts`.
 */
export const connectedWalletStorage: Record<string, string> = {
  'wagmi.recentConnectorId': JSON.stringify(TEST_WALLET_CONNECTOR_ID),
}

/**
 * A tab of its own, signed in and with its test wallet connected, without the Connect Wallet
 * modal or a sign-in signature in the page: the session is made through the API and its token
 * stored before the first page, and the wallet is one the site was authorized for before
 * (`connected: true`) that wagmi remembers as its recent connector, so the app reconnects it
 * at start the way it does for a returning visitor. Resolves once the page is ready (`main` not
 * busy), the account menu shows the session, and the header shows the wallet's network.
 *
 * Wallet actions (`personal_sign` for "Unlock messages", `eth_sendTransaction` at checkout)
 * then work as in a tab signed in through the UI. The session method differs: the app sees a
 * restored session, as after a reload, not a wallet sign-in.
 */
export async function openConnectedTab<
  const Options extends ConnectedTabOptions = ConnectedTabOptions,
>(
  browser: Browser,
  baseURL: string,
  privateKey: Hex,
  options?: Options,
): Promise<ConnectedTab<Options>> {
  const settings: ConnectedTabOptions = options ?? {}
  const api = await playwrightRequest.newContext({ baseURL })
  let session: ApiSession
  try {
    session = await signInThroughApi(api, privateKey, { welcome: settings.welcome })
  } finally {
    await api.dispose()
  }
  const context = await browser.newContext({
    baseURL,
    viewport: settings.viewport ?? { width: 1280, height: 900 },
  })
  try {
    const wallet = await installTestWallet(context, {
      ...settings.wallet,
      privateKey,
      rpcUrl: settings.rpcUrl,
      connected: true,
    })
    const page = await context.newPage()
    const consoleErrors = collectConsoleErrors(page, settings.expectedConsoleErrors)
    const network = settings.recordNetwork ? recordNetwork(page) : undefined
    await useSession(page, session.token)
    await rememberConnectedWallet(page)
    await settings.beforeFirstPage?.(page)
    await page.goto(settings.path ?? '/')
    await expectConnected(page)
    return { page, wallet, consoleErrors, session, network } as ConnectedTab<Options>
  } catch (error) {
    await context.close()
    throw error
  }
}

/**
 * Puts wagmi's record of a connected test wallet into local storage before the first page of
 * `page` loads. Once per tab, like `useSession`: after a disconnect (wagmi then stores
 * `<id>.disconnected`) a reload stays disconnected.
 */
export async function rememberConnectedWallet(page: Page) {
  await page.addInitScript((entries) => {
    const seeded = '__agora_e2e_wallet_seeded'
    if (window.sessionStorage.getItem(seeded)) return
    window.sessionStorage.setItem(seeded, '1')
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
  }, connectedWalletStorage)
}

/** The header's network button: shown only while a wallet is connected and signed in. */
export function walletNetworkButton(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: /^(Network: .+\. Switch network|Wrong network)$/ })
}

/**
 * Waits until the page is ready, signed in (the account menu) and the wallet connected (the
 * network button, or "Wrong network" for a wallet on a chain the server does not list).
 */
export async function expectConnected(page: Page) {
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false')
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: /^Account menu for / })).toBeVisible()
  await expect(walletNetworkButton(page)).toBeVisible()
}
