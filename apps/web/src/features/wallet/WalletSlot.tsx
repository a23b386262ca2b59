import { useWeb3 } from '../../lib/useWeb3.ts'
import { ConnectWalletButton } from './ConnectWalletButton.tsx'
import { useWalletKitBridge } from './WalletKitContext.ts'
import './wallet.css'

/**
 * The header's wallet place. The wallet UI renders its button into it; until then a
 * 'Connect Wallet' button that loads the wallet UI and opens the connect modal.
 */
export function WalletSlot() {
  const { isUiMounted, setButtonSlot } = useWalletKitBridge()
  const { status, openConnectModal } = useWeb3()
  return (
    <div className="app-header__wallet" data-slot="wallet">
      <span ref={setButtonSlot} className="wallet-slot" />
      {!isUiMounted &&
        (status === 'disconnected' ? (
          <ConnectWalletButton onClick={openConnectModal} />
        ) : (
          <span className="wallet-button-skeleton" aria-hidden="true" />
        ))}
    </div>
  )
}
