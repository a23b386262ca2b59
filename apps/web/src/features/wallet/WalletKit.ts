import type { Address, Hex } from 'viem'
import type { Config } from 'wagmi'
import type { WalletConnectorInfo, WalletStatus } from '../../lib/Web3Context.ts'

/** The wallet's state at one moment. */
export type WalletSnapshot = {
  address: Address | undefined
  status: WalletStatus
  chainId: number | undefined
  isWrongNetwork: boolean
  connector: WalletConnectorInfo | null
}

/** The lazily loaded wallet runtime (wagmi config and actions), built by `createWalletKit`. */
export type WalletKit = {
  wagmiConfig: Config
  snapshot(): WalletSnapshot
  subscribe(onChange: (snapshot: WalletSnapshot) => void): () => void
  /** Reconnects the wallet used last time, if it is still authorized. */
  reconnect(): Promise<void>
  connect(connectorId?: string): Promise<void>
  disconnect(): Promise<void>
  switchNetwork(chainId: number): Promise<void>
  signMessage(message: string): Promise<Hex>
}

/** RainbowKit's modal openers, registered by the wallet UI once it has mounted. */
export type WalletModals = {
  openConnectModal?: () => void
  openAccountModal?: () => void
  openChainModal?: () => void
}

export type WalletModalName = keyof WalletModals
