import { useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
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
      setDemoError(t('auth.sheet.demo.failed', { reason: errorMessage(error) }))
      setConnectingDemo(false)
    }
  }

  return (
    <ModalDialog title={t('auth.sheet.title')} onClose={onClose} className="sign-in-sheet">
      <p className="sign-in-sheet__intro">{t('auth.sheet.intro')}</p>
      <ul className="sign-in-sheet__options">
        <li>
          <button type="button" className="sign-in-option" onClick={connectWallet}>
            <WalletIcon />
            <span className="sign-in-option__text">
              <strong>{t('auth.sheet.wallet.title')}</strong>
              <span>{t('auth.sheet.wallet.text')}</span>
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
                  {connectingDemo ? t('auth.sheet.demo.busy') : t('auth.sheet.demo.title')}
                </strong>
                <span>{t('auth.sheet.demo.text')}</span>
              </span>
            </button>
          </li>
        )}
        <li>
          <Link className="sign-in-option" to="/login" onClick={onClose}>
            <Icon name="lock" />
            <span className="sign-in-option__text">
              <strong>{t('auth.sheet.email.title')}</strong>
              <span>{t('auth.sheet.email.text')}</span>
            </span>
          </Link>
        </li>
      </ul>
      {demoError && <FormAlert>{demoError}</FormAlert>}
      <p className="sign-in-sheet__footer">
        {t('auth.sheet.newHere')}{' '}
        <Link to="/register" onClick={onClose}>
          {t('auth.sheet.register')}
        </Link>
      </p>
    </ModalDialog>
  )
}
