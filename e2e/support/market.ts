import type { Page } from '@playwright/test'
import { type Address, createTestClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { deployEscrow } from '../../apps/api/src/chain/escrowContract.ts'
import { deployerClient } from '../../apps/api/test/chain/contracts.ts'
import { startLocalChain } from '../../apps/api/test/chain/localChain.ts'
import { deployTestUsdc } from '../../apps/api/test/chain/testUsdc.ts'
import type { RunningServer, StartServerOptions } from '../../scripts/server.ts'
import { type ChainLink, startChainLink } from './chainLink.ts'
import { startTestServer } from './testServer.ts'
import type { TestWallet } from './wallet.ts'

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

/** A tab of its own with a test wallet (see `openConnectedTab`, which adds its session). */
export type SignedInTab = {
  page: Page
  /** Flip its `reject…` switches to change how the wallet answers from now on. */
  wallet: TestWallet
  /** The tab's unexpected console errors, collected from before its first page. */
  consoleErrors: string[]
}
