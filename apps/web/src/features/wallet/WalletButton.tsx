import { ConnectButton } from '@rainbow-me/rainbowkit'
import { AddressAvatar } from '../../ui/AddressAvatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { ConnectWalletButton, SigningInButton } from './ConnectWalletButton.tsx'

type WalletButtonProps = {
  /** An automatic sign-in is waiting for the wallet. */
  signingIn: boolean
}

/**
 * The header's wallet control (spec §2 Wallet UI): 'Connect Wallet' until a wallet is
 * connected and signed in; then a chain button (name on large screens, icon on small, a
 * warning when the network is unsupported) and an account button (balance on large screens,
 * avatar, name or shortened address).
 */
export function WalletButton({ signingIn }: WalletButtonProps) {
  return (
    <ConnectButton.Custom>
      {({
        account,
        chain,
        authenticationStatus,
        openAccountModal,
        openChainModal,
        openConnectModal,
      }) => {
        if (account && signingIn) return <SigningInButton />
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
              Wrong network
            </Button>
          )
        }
        return (
          <div className="wallet-buttons">
            <button
              type="button"
              className="wallet-chip wallet-chip--chain"
              onClick={openChainModal}
              aria-label={`Network: ${chain.name ?? chain.id}. Switch network`}
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
                <span
                  className="wallet-chip__chain-icon wallet-chip__chain-icon--letter"
                  aria-hidden="true"
                >
                  {(chain.name ?? '?').slice(0, 1)}
                </span>
              )}
              <span className="wallet-chip__chain-name">{chain.name ?? chain.id}</span>
            </button>
            <button
              type="button"
              className="wallet-chip wallet-chip--account"
              onClick={openAccountModal}
              aria-label={`Wallet ${account.displayName}. Open account`}
            >
              {account.displayBalance && (
                <span className="wallet-chip__balance">{account.displayBalance}</span>
              )}
              <span className="wallet-chip__account">
                <AddressAvatar address={account.address} imageUrl={account.ensAvatar} />
                <span>{account.displayName}</span>
              </span>
            </button>
          </div>
        )
      }}
    </ConnectButton.Custom>
  )
}
