import type { ClientConfig } from '@agora/domain'
import { connectorsForWallets } from '@rainbow-me/rainbowkit'
import { type Config, createConfig } from 'wagmi'
import {
  connect,
  disconnect,
  getAccount,
  reconnect,
  signMessage,
  switchChain,
  watchAccount,
} from 'wagmi/actions'
import { NO_CONNECTOR_MESSAGE, pickConnector } from './connectPreference.ts'
import type { WalletKit, WalletSnapshot } from './WalletKit.ts'
import { walletChains } from './walletChains.ts'
import { walletList } from './walletList.ts'

/** Builds wagmi for the server's chains and wallets, and the actions `useWeb3` exposes. */
export function createWalletKit(clientConfig: ClientConfig): WalletKit {
  const { chains, transports } = walletChains(clientConfig)
  const connectors = connectorsForWallets(walletList(clientConfig, chains), {
    appName: clientConfig.appName,
    appDescription: clientConfig.description,
    appUrl: window.location.origin,
    // without a project id no WalletConnect wallet is listed, so this is never used
    projectId: clientConfig.walletConnectProjectId ?? 'unset',
  })
  const wagmiConfig: Config = createConfig({ chains, transports, connectors, ssr: false })
  const isSupported = (chainId: number | undefined) =>
    wagmiConfig.chains.some((chain) => chain.id === chainId)

  const snapshot = (): WalletSnapshot => {
    const account = getAccount(wagmiConfig)
    const connector = account.connector
    return {
      address: account.address,
      status: account.status,
      chainId: account.chainId,
      isWrongNetwork: account.status === 'connected' && !isSupported(account.chainId),
      connector: connector
        ? { id: connector.id, name: connector.name, type: connector.type }
        : null,
    }
  }

  return {
    wagmiConfig,
    snapshot,
    subscribe: (onChange) => watchAccount(wagmiConfig, { onChange: () => onChange(snapshot()) }),
    async reconnect() {
      // @NOTE only the wallet used last time: asking every connector would load each SDK
      const recentId = await wagmiConfig.storage?.getItem('recentConnectorId')
      const recent = wagmiConfig.connectors.find((connector) => connector.id === recentId)
      if (recent) await reconnect(wagmiConfig, { connectors: [recent] }).catch(() => {})
    },
    async connect(connectorId) {
      const connector = pickConnector(wagmiConfig.connectors, connectorId)
      if (!connector) {
        console.warn(NO_CONNECTOR_MESSAGE)
        return
      }
      await connect(wagmiConfig, { connector })
    },
    async disconnect() {
      await disconnect(wagmiConfig)
    },
    async switchNetwork(chainId) {
      console.info(`Switching network to ${chainId}`)
      await switchChain(wagmiConfig, { chainId })
    },
    signMessage: (message) => signMessage(wagmiConfig, { message }),
  }
}
