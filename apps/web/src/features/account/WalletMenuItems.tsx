import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'

/**
 * The wallet's part of the account menu. A connected wallet: its details (balance, recent
 * transactions, copy, disconnect) and the network switch. A linked wallet that is not
 * connected: connect it. An e-mail account without one: link one.
 */
export function WalletMenuItems({ hasLinkedWallet }: { hasLinkedWallet: boolean }) {
  const web3 = useWeb3()
  if (!hasLinkedWallet) {
    return (
      <Link role="menuitem" className="account-menu__item" to="/account#account-wallet">
        {t('account.menu.linkWallet')}
      </Link>
    )
  }
  return (
    <>
      {web3.isConnected ? (
        <>
          <button
            role="menuitem"
            type="button"
            className="account-menu__item"
            onClick={web3.openAccountModal}
          >
            {t('account.menu.walletDetails')}
          </button>
          <button
            role="menuitem"
            type="button"
            className="account-menu__item"
            onClick={web3.openChainModal}
          >
            {t('account.menu.switchNetwork')}
          </button>
        </>
      ) : (
        <button
          role="menuitem"
          type="button"
          className="account-menu__item"
          onClick={web3.openConnectModal}
        >
          {t('account.menu.connectWallet')}
        </button>
      )}
      <Link role="menuitem" className="account-menu__item" to="/wallet">
        {t('account.menu.wallet')}
      </Link>
    </>
  )
}
