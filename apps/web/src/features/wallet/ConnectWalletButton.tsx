import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { WalletIcon } from '../../ui/WalletIcon.tsx'

/** 'Connect Wallet' (spec §2), the same before and after the wallet library has loaded. */
export function ConnectWalletButton({ onClick }: { onClick: () => void }) {
  return (
    <Button className="wallet-button" onClick={onClick}>
      <WalletIcon />
      {t('wallet.connect')}
    </Button>
  )
}

/** Shown while an automatic sign-in waits for the wallet's signature. */
export function SigningInButton() {
  return (
    <span className="button button--secondary button--medium wallet-button" role="status">
      <span className="wallet-spinner" aria-hidden="true" />
      {t('wallet.signingIn')}
    </span>
  )
}
