import type { Config } from 'wagmi'
import { useWalletKitBridge } from './WalletKitContext.ts'

/**
 * wagmi's config once the wallet library has loaded (it loads after the first paint), else
 * null. Marketplace code calls wagmi's actions with it, so nothing here needs wagmi's
 * React provider to be mounted yet.
 */
export function useWagmiConfig(): Config | null {
  return useWalletKitBridge().kit?.wagmiConfig ?? null
}
