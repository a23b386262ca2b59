import { useWeb3 } from '../../lib/useWeb3.ts'
import { useAuth } from '../auth/useAuth.ts'
import { ConnectWalletButton } from './ConnectWalletButton.tsx'
import { useWalletKitBridge } from './WalletKitContext.ts'
import './wallet.css'

/**
 * The header's wallet place. The wallet UI renders its button into it; until then a
 * 'Connect Wallet' button that loads the wallet UI and opens the connect modal — for people
 * signed out: a session without a connected wallet finds its wallet actions in the account menu.
 */
export function WalletSlot() {
  const { isUiMounted, setButtonSlot } = useWalletKitBridge()
  const { status, openConnectModal } = useWeb3()
  const hasSession = useAuth().user !== null
  return (
    <div className="app-header__wallet" data-slot="wallet">
      <span ref={setButtonSlot} className="wallet-slot" />
      {!isUiMounted &&
        !(hasSession && status === 'disconnected') &&
        (status === 'disconnected' ? (
          <ConnectWalletButton onClick={openConnectModal} />
        ) : (
          <span className="wallet-button-skeleton" aria-hidden="true" />
        ))}
    </div>
  )
}
