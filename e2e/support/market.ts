import { type Browser, expect, type Page } from '@playwright/test'
import { type Address, createTestClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { deployEscrow } from '../../apps/api/src/chain/escrowContract.ts'
import { deployerClient } from '../../apps/api/test/chain/contracts.ts'
import { startLocalChain } from '../../apps/api/test/chain/localChain.ts'
import { deployTestUsdc } from '../../apps/api/test/chain/testUsdc.ts'
import type { RunningServer, StartServerOptions } from '../../scripts/server.ts'
import { type ChainLink, startChainLink } from './chainLink.ts'
import { collectConsoleErrors } from './consoleErrors.ts'
import { prepareWalletAccount } from './session.ts'
import { startTestServer } from './testServer.ts'
import {
  installTestWallet,
  type TestWallet,
  type TestWalletOptions,
  testWalletInfo,
} from './wallet.ts'

/** A worker's local Hardhat chain (chain 31337), with test USDC deployed once. */
export type TestChain = {
  /** The chain itself, for test wallets and checks; servers reach it through `chainLink`. */
  rpcUrl: string
  /** The test USDC (TestUsdc.sol) the servers accept on chain 31337. */
  usdcAddress: Address
  /** Between the servers and the chain, so a test can cut a server off (and must restore it). */
  chainLink: ChainLink
  stop: () => Promise<void>
}

/** A server that verifies payments on the worker's chain. */
export type Market = Omit<TestChain, 'stop'> & {
  server: RunningServer
  /** The escrow contract this server's checkout funds; null: buyers pay the seller directly. */
  escrowAddress: Address | null
}

export async function startTestChain(): Promise<TestChain> {
  const chain = await startLocalChain()
  try {
    const usdcAddress = await deployTestUsdc(deployerClient(chain.url))
    const chainLink = await startChainLink(chain.url)
    return {
      rpcUrl: chain.url,
      usdcAddress,
      chainLink,
      stop: async () => {
        await chainLink.stop()
        chain.stop()
      },
    }
  } catch (error) {
    chain.stop()
    throw error
  }
}

export type MarketOptions = {
  /** Deploys an escrow contract (arbiter: the chain's first account) for this server's orders. */
  escrow?: boolean
} & StartServerOptions

/** A test server on `chain`, paying into a fresh escrow contract when asked. */
export async function startMarket(
  chain: TestChain,
  { escrow = false, ...serverOptions }: MarketOptions = {},
): Promise<Market> {
  const deployer = deployerClient(chain.rpcUrl)
  const escrowAddress = escrow
    ? await deployEscrow(deployer, {
        arbiter: deployer.account.address,
        releaseDelaySeconds: 14n * 86_400n,
      })
    : null
  const server = await startTestServer({
    ...serverOptions,
    env: {
      RPC_URL_31337: chain.chainLink.url,
      USDC_ADDRESS_31337: chain.usdcAddress,
      ...(escrowAddress ? { ESCROW_ADDRESS_31337: escrowAddress } : {}),
      ...serverOptions.env,
    },
  })
  const { rpcUrl, usdcAddress, chainLink } = chain
  return { rpcUrl, usdcAddress, chainLink, server, escrowAddress }
}

/** A fresh key with 100 test ETH (or `ether`) on the local chain. */
export async function fundedKey(rpcUrl: string, ether = '100'): Promise<Hex> {
  const key = generatePrivateKey()
  await createTestClient({ mode: 'hardhat', chain: hardhat, transport: http(rpcUrl) }).setBalance({
    address: privateKeyToAccount(key).address,
    value: parseEther(ether),
  })
  return key
}

/** A tab with its own test wallet (sending transactions to the chain), signed in through the UI. */
export async function openSignedIn(
  browser: Browser,
  baseURL: string,
  rpcUrl: string,
  privateKey: Hex,
): Promise<Page> {
  return (await openSignedInTab(browser, baseURL, rpcUrl, privateKey)).page
}

export type SignedInTabOptions = {
  wallet?: Omit<TestWalletOptions, 'privateKey' | 'rpcUrl'>
  /** Console errors this test provokes on purpose (see `collectConsoleErrors`). */
  expectedConsoleErrors?: RegExp[]
  /** 1280 × 900 unless given: a phone is 390 wide. */
  viewport?: { width: number; height: number }
}

export type SignedInTab = {
  page: Page
  /** Flip its `reject…` switches to change how the wallet answers from now on. */
  wallet: TestWallet
  /** The tab's unexpected console errors, collected from before its first page. */
  consoleErrors: string[]
}

/** `openSignedIn`, also handing back the tab's wallet and console errors. */
export async function openSignedInTab(
  browser: Browser,
  baseURL: string,
  rpcUrl: string,
  privateKey: Hex,
  options: SignedInTabOptions = {},
): Promise<SignedInTab> {
  await prepareWalletAccount(baseURL, privateKey)
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 900 },
  })
  const wallet = await installTestWallet(context, { ...options.wallet, privateKey, rpcUrl })
  const page = await context.newPage()
  const consoleErrors = collectConsoleErrors(page, options.expectedConsoleErrors)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: testWalletInfo.name }).click()
  await expect(page.getByText(`Successfully logged in with ${testWalletInfo.name}!`)).toBeVisible()
  return { page, wallet, consoleErrors }
}
