import { createContext, useContext } from 'react'
import type { WalletKit, WalletModals } from './WalletKit.ts'

/** Between `Web3Provider` and the lazily loaded wallet UI; the rest of the app uses `useWeb3`. */
export type WalletKitBridge = {
  kit: WalletKit | null
  /** The wallet UI hands over RainbowKit's modal openers (null when it unmounts). */
  registerModals(modals: WalletModals | null): void
  /** True while the wallet UI is mounted (its button replaces the placeholder). */
  isUiMounted: boolean
  /** Where the header wants the wallet button. */
  buttonSlot: HTMLElement | null
  setButtonSlot(slot: HTMLElement | null): void
}

export const WalletKitContext = createContext<WalletKitBridge | null>(null)

export function useWalletKitBridge() {
  const bridge = useContext(WalletKitContext)
  if (!bridge) throw new Error('useWeb3 must be used within a Web3Provider')
  return bridge
}
