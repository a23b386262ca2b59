import { chainName, isTestnet } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import './NetworkName.css'

/** "Base", or "Base Sepolia" marked as a test network, wherever checkout names a chain. */
export function NetworkName({ chainId }: { chainId: number }) {
  return (
    <span className="network-name">
      {chainName(chainId)}
      {isTestnet(chainId) && (
        <span className="network-name__testnet" title={t('orders.network.testnetTitle')}>
          {t('orders.network.testnet')}
        </span>
      )}
    </span>
  )
}
