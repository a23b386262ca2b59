import { type Browser, expect, type Page } from '@playwright/test'
import { createTestClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { startLocalChain } from '../../apps/api/test/chain/localChain.ts'
import { type RunningServer, startServer } from '../../scripts/server.ts'
import { installTestWallet, testWalletInfo } from './wallet.ts'

export type Market = { server: RunningServer; rpcUrl: string; stop: () => Promise<void> }

/** A local Hardhat chain and a server of our own that verifies payments on it. */
export async function startMarket(): Promise<Market> {
  const chain = await startLocalChain()
  try {
    const server = await startServer({ env: { RPC_URL_31337: chain.url } })
    return {
      server,
      rpcUrl: chain.url,
      stop: async () => {
        await server.stop()
        chain.stop()
      },
    }
  } catch (error) {
    chain.stop()
    throw error
  }
}

/** A fresh key with 100 test ETH on the local chain. */
export async function fundedKey(rpcUrl: string): Promise<Hex> {
  const key = generatePrivateKey()
  await createTestClient({ mode: 'hardhat', chain: hardhat, transport: http(rpcUrl) }).setBalance({
    address: privateKeyToAccount(key).address,
    value: parseEther('100'),
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
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  await installTestWallet(context, { privateKey, rpcUrl })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: testWalletInfo.name }).click()
  await expect(page.getByText(`Successfully logged in with ${testWalletInfo.name}!`)).toBeVisible()
  return page
}
