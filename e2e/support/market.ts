import { type Browser, expect, type Page } from '@playwright/test'
import { type Address, createTestClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { deployEscrow } from '../../apps/api/src/chain/escrowContract.ts'
import { deployerClient } from '../../apps/api/test/chain/contracts.ts'
import { startLocalChain } from '../../apps/api/test/chain/localChain.ts'
import { deployTestUsdc } from '../../apps/api/test/chain/testUsdc.ts'
import { type RunningServer, startServer } from '../../scripts/server.ts'
import { type ChainLink, startChainLink } from './chainLink.ts'
import { collectConsoleErrors } from './consoleErrors.ts'
import { prepareWalletAccount } from './session.ts'
import {
  installTestWallet,
  type TestWallet,
  type TestWalletOptions,
  testWalletInfo,
} from './wallet.ts'

export type Market = {
  server: RunningServer
  /** The chain itself, for test wallets and checks; the server may reach it through `chainLink`. */
  rpcUrl: string
  /** The test USDC the server accepts on chain 31337, when started with `usdc`. */
  usdcAddress: Address | null
  /** Between the server and the chain, when started with `chainLink`. */
  chainLink: ChainLink | null
  /** The escrow checkout funds on chain 31337, when started with `escrow`. */
  escrowAddress: Address | null
  stop: () => Promise<void>
}

export type MarketOptions = {
  /** Deploys TestUsdc.sol and starts the server with `USDC_ADDRESS_31337` set to it. */
  usdc?: boolean
  /** Puts a `ChainLink` between the server and the chain, so a test can cut the server off. */
  chainLink?: boolean
  /** Deploys the escrow contract (arbiter: the chain's first account) as `ESCROW_ADDRESS_31337`. */
  escrow?: boolean
}

/** A local Hardhat chain and a server of our own that verifies payments on it. */
export async function startMarket(options: MarketOptions = {}): Promise<Market> {
  const chain = await startLocalChain()
  let chainLink: ChainLink | null = null
  try {
    const usdcAddress = options.usdc ? await deployTestUsdc(deployerClient(chain.url)) : null
    const deployer = deployerClient(chain.url)
    const escrowAddress = options.escrow
      ? await deployEscrow(deployer, {
          arbiter: deployer.account.address,
          releaseDelaySeconds: 14n * 86_400n,
        })
      : null
    chainLink = options.chainLink ? await startChainLink(chain.url) : null
    const server = await startServer({
      env: {
        RPC_URL_31337: chainLink?.url ?? chain.url,
        ...(usdcAddress ? { USDC_ADDRESS_31337: usdcAddress } : {}),
        ...(escrowAddress ? { ESCROW_ADDRESS_31337: escrowAddress } : {}),
      },
    })
    return {
      server,
      rpcUrl: chain.url,
      usdcAddress,
      chainLink,
      escrowAddress,
      stop: async () => {
        await server.stop()
        await chainLink?.stop()
        chain.stop()
      },
    }
  } catch (error) {
    await chainLink?.stop()
    chain.stop()
    throw error
  }
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
