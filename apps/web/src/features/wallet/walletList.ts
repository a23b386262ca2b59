import type { ClientConfig } from '@agora/domain'
import type { WalletList } from '@rainbow-me/rainbowkit'
import {
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets'
import type { Chain } from 'viem'
import { t } from '../../i18n/i18n.ts'
import { demoWallet } from './demo/demoWallet.ts'

/**
 * The wallets the connect modal offers besides those the browser announces (EIP-6963, listed
 * as "Installed"). Wallets that connect through WalletConnect need a project id: without one
 * they are left out rather than failing when chosen.
 */
export function walletList(config: ClientConfig, chains: readonly Chain[]): WalletList {
  // a browser wallet that does not announce itself (EIP-6963) still sets window.ethereum
  const legacyInjected = 'ethereum' in window ? [injectedWallet] : []
  const popular = config.walletConnectProjectId
    ? [metaMaskWallet, coinbaseWallet, rainbowWallet, walletConnectWallet]
    : [...legacyInjected, coinbaseWallet]
  const list: WalletList = [{ groupName: t('wallet.group.popular'), wallets: popular }]
  if (config.demoWallet) {
    list.push({
      groupName: t('wallet.group.tryAgora'),
      wallets: [demoWallet(chains, config.defaultChainId)],
    })
  }
  return list
}
