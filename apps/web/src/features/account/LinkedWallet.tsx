import { useState } from 'react'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useWalletLogin } from '../wallet/useWalletLogin.ts'

/** The account's wallet; an e-mail account links the connected wallet by signing a message. */
export function LinkedWallet() {
  const auth = useAuth()
  const web3 = useWeb3()
  const linkWallet = useWalletLogin()
  const { showToast } = useToast()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const linked = auth.user?.address

  async function link() {
    setBusy(true)
    setError(null)
    const result = await linkWallet(true)
    setBusy(false)
    if (result.success) showToast('Wallet linked to your account', { type: 'success' })
    else setError(result.error)
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby="account-wallet">
      <h2 id="account-wallet" className="section-title">
        Wallet
      </h2>
      {linked ? (
        <>
          <p className="section-lead">Linked. You can sign in with this wallet any time.</p>
          <code className="account-address">{linked}</code>
        </>
      ) : web3.isConnected && web3.address ? (
        <>
          <p className="section-lead">
            Link the connected wallet to sign in with it too. Your wallet asks you to sign a
            message; this costs nothing.
          </p>
          <code className="account-address">{web3.address}</code>
          {error && <FormAlert>{error}</FormAlert>}
          <Button onClick={link} disabled={busy || auth.isOfflineSession}>
            {busy ? 'Waiting for your wallet…' : 'Link this wallet'}
          </Button>
        </>
      ) : (
        <>
          <p className="section-lead">No wallet linked yet. Connect one to link it.</p>
          <Button onClick={web3.openConnectModal}>Connect Wallet</Button>
        </>
      )}
    </GlassCard>
  )
}
