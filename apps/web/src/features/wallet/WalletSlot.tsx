import { useLayoutEffect, useRef } from 'react'
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
  const { isUiMounted, buttonSlot, setButtonSlot } = useWalletKitBridge()
  const { status, openConnectModal } = useWeb3()
  const hasSession = useAuth().user !== null
  return (
    <div className="app-header__wallet" data-slot="wallet">
      <span ref={setButtonSlot} className="wallet-slot" />
      {!isUiMounted &&
        !(hasSession && status === 'disconnected') &&
        (status === 'disconnected' ? (
          <PlaceholderButton onClick={openConnectModal} slot={buttonSlot} />
        ) : (
          <span className="wallet-button-skeleton" aria-hidden="true" />
        ))}
    </div>
  )
}

/**
 * The 'Connect Wallet' shown until the wallet UI renders its own: when it goes with focus
 * (pressed from the keyboard), focus moves to the button that replaced it, so the connect
 * modal returns focus to a button that is still there.
 */
function PlaceholderButton({ onClick, slot }: { onClick: () => void; slot: HTMLElement | null }) {
  const wrapper = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    const element = wrapper.current
    // a layout cleanup runs before React removes the element, while it still has focus
    return () => {
      if (element?.contains(document.activeElement)) slot?.querySelector('button')?.focus()
    }
  }, [slot])
  return (
    <span ref={wrapper} className="wallet-slot">
      <ConnectWalletButton onClick={onClick} />
    </span>
  )
}
