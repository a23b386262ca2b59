import type { ClientConfig } from '@agora/domain'
import { createContext } from 'react'
import type { Address, Hex } from 'viem'

/** wagmi's connection status (spec §3 Wallet connection state). */
export type WalletStatus = 'connecting' | 'reconnecting' | 'connected' | 'disconnected'

export type WalletConnectorInfo = { id: string; name: string; type: string }

/** What the app knows about the browser wallet. `Web3Provider` supplies it. */
export type Web3State = {
  /** The server's wallet settings, or the built-in defaults when it cannot be reached. */
  clientConfig: ClientConfig | null
  /** True once the wallet library (wagmi and RainbowKit, loaded lazily) is running. */
  isReady: boolean
  address: Address | undefined
  isConnected: boolean
  status: WalletStatus
  chainId: number | undefined
  /** Connected on a chain Agora does not support. */
  isWrongNetwork: boolean
  connector: WalletConnectorInfo | null
  /** Connects `connectorId`, else MetaMask, else the injected wallet, else the first one. */
  connect(connectorId?: string): Promise<void>
  disconnect(): Promise<void>
  switchNetwork(chainId: number): Promise<void>
  signMessage(message: string): Promise<Hex>
  openConnectModal(): void
  openAccountModal(): void
  openChainModal(): void
}

export const Web3Context = createContext<Web3State | null>(null)
