import { useState } from 'react'
import { Link } from 'react-router'
import { DEMO_WALLET_ID } from '../../lib/demoWalletId.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { ModalDialog } from '../../ui/ModalDialog.tsx'
import { WalletIcon } from '../../ui/WalletIcon.tsx'
import './SignInSheet.css'

/**
 * What a signed-out action opens: every way in, each explained in a line — a wallet, the
 * demo wallet when the server offers it, or an e-mail account.
 */
export function SignInSheet({ onClose }: { onClose: () => void }) {
  const web3 = useWeb3()
  const [demoError, setDemoError] = useState<string | null>(null)
  const [connectingDemo, setConnectingDemo] = useState(false)

  const connectWallet = () => {
    onClose()
    web3.openConnectModal()
  }
  const connectDemoWallet = async () => {
    setConnectingDemo(true)
    setDemoError(null)
    try {
      // connecting signs in on its own (auto-login); the sheet closes once the session opens
      await web3.connect(DEMO_WALLET_ID)
    } catch (error) {
      setDemoError(`The demo wallet could not connect: ${errorMessage(error)}`)
      setConnectingDemo(false)
    }
  }

  return (
    <ModalDialog title="Sign in to Agora" onClose={onClose} className="sign-in-sheet">
      <p className="sign-in-sheet__intro">
        Reading needs no account. To post, react or buy, sign in:
      </p>
      <ul className="sign-in-sheet__options">
        <li>
          <button type="button" className="sign-in-option" onClick={connectWallet}>
            <WalletIcon />
            <span className="sign-in-option__text">
              <strong>Connect a wallet</strong>
              <span>
                MetaMask, Coinbase Wallet or another wallet: you sign a message, nothing is paid.
              </span>
            </span>
          </button>
        </li>
        {web3.clientConfig?.demoWallet && (
          <li>
            <button
              type="button"
              className="sign-in-option"
              onClick={() => void connectDemoWallet()}
              disabled={connectingDemo}
            >
              <Icon name="sparkles" />
              <span className="sign-in-option__text">
                <strong>
                  {connectingDemo ? 'Signing in with the demo wallet…' : 'Try the demo wallet'}
                </strong>
                <span>A key kept in this browser, for trying Agora. It holds no real money.</span>
              </span>
            </button>
          </li>
        )}
        <li>
          <Link className="sign-in-option" to="/login" onClick={onClose}>
            <Icon name="lock" />
            <span className="sign-in-option__text">
              <strong>Sign in with e-mail</strong>
              <span>The e-mail address and password of your Agora account.</span>
            </span>
          </Link>
        </li>
      </ul>
      {demoError && <FormAlert>{demoError}</FormAlert>}
      <p className="sign-in-sheet__footer">
        New here?{' '}
        <Link to="/register" onClick={onClose}>
          Create an account with e-mail
        </Link>
      </p>
    </ModalDialog>
  )
}
