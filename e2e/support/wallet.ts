import { randomUUID } from 'node:crypto'
import type { BrowserContext } from '@playwright/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { announceTestWallet } from './walletProvider.ts'
import { answerWalletRequest, type TestWallet } from './walletRpc.ts'

export type { TestWallet, WalletRequest } from './walletRpc.ts'

export type TestWalletOptions = {
  /** Defaults to Hardhat's first default account (its key is public: test use only). */
  privateKey?: Hex
  chainId?: number
  /** A JSON-RPC node (e.g. Hardhat) for `eth_sendTransaction` and read methods. */
  rpcUrl?: string
  /** Every signature and transaction request fails with EIP-1193 code 4001. */
  rejectSignatures?: boolean
  /** Signs messages, but every transaction request fails with EIP-1193 code 4001. */
  rejectTransactions?: boolean
  /**
   * The site is already authorized, as after an earlier visit: `eth_accounts` reports the
   * account from the first request, so wagmi reconnects the wallet without the connect modal
   * (when `wagmi.recentConnectorId` names it, see `openConnectedTab`). Off by default: the
   * connect modal is only offered by a wallet that reports no accounts before
   * `eth_requestAccounts`.
   */
  connected?: boolean
}

export const hardhatAccount0Key: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export const testWalletInfo = {
  name: 'Agora Test Wallet',
  rdns: 'dev.agora.test-wallet',
  icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" rx="2" fill="%236366f1"/%3E%3C/svg%3E',
}

/**
 * Gives every page of `context` an EIP-6963 wallet whose requests are answered here, in the
 * test process, by a real viem account: signatures verify like a real wallet's.
 */
export async function installTestWallet(
  context: BrowserContext,
  options: TestWalletOptions = {},
): Promise<TestWallet> {
  const wallet: TestWallet = {
    account: privateKeyToAccount(options.privateKey ?? hardhatAccount0Key),
    chainId: options.chainId ?? 31337,
    connected: options.connected ?? false,
    rejectSignatures: options.rejectSignatures ?? false,
    rejectTransactions: options.rejectTransactions ?? false,
    rpcUrl: options.rpcUrl,
    requests: [],
  }
  await context.exposeBinding('__wallet', (_source, method: string, params: unknown) =>
    answerWalletRequest(wallet, method, Array.isArray(params) ? params : []),
  )
  await context.addInitScript(announceTestWallet, { uuid: randomUUID(), ...testWalletInfo })
  return wallet
}

/** Hardhat's second and third default accounts (public test keys), for other users in tests. */
export const hardhatAccount1Key: Hex =
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
export const hardhatAccount2Key: Hex =
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
