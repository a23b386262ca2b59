import { ConnectButton } from '@rainbow-me/rainbowkit'
import { t } from '../../i18n/i18n.ts'
import { formatBalance } from '../../lib/money.ts'
import { Button } from '../../ui/Button.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { ConnectWalletButton, SigningInButton } from './ConnectWalletButton.tsx'

type WalletButtonProps = {
  /** An automatic sign-in is waiting for the wallet. */
  signingIn: boolean
}

/**
 * The header's wallet control (spec §2 Wallet UI): 'Connect Wallet' until a wallet is
 * connected and signed in; then the chain button (name and balance on large screens, icon on
 * small, a warning when the network is unsupported). The account button is the account menu
 * beside it, which holds the wallet's actions too. Someone signed in by e-mail without a
 * connected wallet sees no 'Connect Wallet' here: the account menu offers it.
 */
export function WalletButton({ signingIn }: WalletButtonProps) {
  const hasSession = useAuth().user !== null
  return (
    <ConnectButton.Custom>
      {({ account, chain, authenticationStatus, openChainModal, openConnectModal }) => {
        if (account && signingIn) return <SigningInButton />
        if (!account && hasSession) return null
        const signedIn = !authenticationStatus || authenticationStatus === 'authenticated'
        if (!account || !chain || !signedIn)
          return <ConnectWalletButton onClick={openConnectModal} />
        if (chain.unsupported) {
          return (
            <Button
              variant="outline"
              className="wallet-button wallet-button--wrong"
              icon="alert"
              onClick={openChainModal}
            >
              {t('wallet.wrongNetwork')}
            </Button>
          )
        }
        const balance =
          account.balanceFormatted && account.balanceSymbol
            ? formatBalance(account.balanceFormatted, account.balanceSymbol)
            : null
        return (
          <div className="wallet-buttons">
            <button
              type="button"
              className="wallet-chip wallet-chip--chain"
              onClick={openChainModal}
              // the name holds the chip's visible words in order (WCAG 2.5.3, label in name)
              aria-label={
                balance
                  ? t('wallet.networkButtonWithBalance', { name: chain.name ?? chain.id, balance })
                  : t('wallet.networkButton', { name: chain.name ?? chain.id })
              }
            >
              {chain.hasIcon && chain.iconUrl ? (
                <img
                  className="wallet-chip__chain-icon"
                  src={chain.iconUrl}
                  alt=""
                  width={20}
                  height={20}
                  style={{ background: chain.iconBackground }}
                />
              ) : (
                // drawn by CSS: a letter in the DOM would read as part of the button's words
                <span
                  className="wallet-chip__chain-icon wallet-chip__chain-icon--letter"
                  data-letter={(chain.name ?? '?').slice(0, 1)}
                  aria-hidden="true"
                />
              )}
              <span className="wallet-chip__chain-name">{chain.name ?? chain.id}</span>
              {balance && (
                <>
                  {' '}
                  <Ltr as="span" className="wallet-chip__balance">
                    {balance}
                  </Ltr>
                </>
              )}
            </button>
          </div>
        )
      }}
    </ConnectButton.Custom>
  )
}
