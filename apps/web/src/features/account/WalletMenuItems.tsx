import { Link } from 'react-router'
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
        Link wallet
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
            Wallet details
          </button>
          <button
            role="menuitem"
            type="button"
            className="account-menu__item"
            onClick={web3.openChainModal}
          >
            Switch network
          </button>
        </>
      ) : (
        <button
          role="menuitem"
          type="button"
          className="account-menu__item"
          onClick={web3.openConnectModal}
        >
          Connect wallet
        </button>
      )}
      <Link role="menuitem" className="account-menu__item" to="/wallet">
        Wallet
      </Link>
    </>
  )
}
