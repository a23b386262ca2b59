import type { Wallet } from '@rainbow-me/rainbowkit'
import type { Chain } from 'viem'
import { createConnector } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { DEMO_WALLET_ID, DEMO_WALLET_NAME } from '../../../lib/demoWalletId.ts'
import { demoAccount } from './demoKey.ts'
import { createDemoProvider } from './demoProvider.ts'

const icon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"%3E%3Crect width="28" height="28" rx="7" fill="%234f46e5"/%3E%3Cpath d="M8 10.5a2.5 2.5 0 0 1 2.5-2.5h8a1.5 1.5 0 0 1 1.5 1.5V11h-9.5a1 1 0 0 0 0 2H21v5.5a2.5 2.5 0 0 1-2.5 2.5h-8A2.5 2.5 0 0 1 8 18.5Z" fill="%23fff"/%3E%3Ccircle cx="17.5" cy="16" r="1.3" fill="%234f46e5"/%3E%3C/svg%3E'

/**
 * "Demo wallet" in the wallet list: a key made and kept in this browser that signs real
 * sign-in messages, so Agora can be tried without a wallet extension. Offered only when the
 * server allows it (GET /api/config `demoWallet`).
 */
export function demoWallet(chains: readonly Chain[], defaultChainId: number): () => Wallet {
  return () => ({
    id: DEMO_WALLET_ID,
    name: DEMO_WALLET_NAME,
    shortName: 'Demo',
    iconUrl: icon,
    iconBackground: '#4f46e5',
    installed: true,
    createConnector: (walletDetails) => {
      const provider = createDemoProvider(demoAccount, chains, defaultChainId)
      const connector = injected({
        target: { id: DEMO_WALLET_ID, name: DEMO_WALLET_NAME, icon, provider },
      })
      return createConnector((config) => ({ ...connector(config), ...walletDetails }))
    },
  })
}
