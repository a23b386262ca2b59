import { useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { useWeb3 } from '../../lib/useWeb3.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useWalletLogin } from '../wallet/useWalletLogin.ts'
import { walletAuthErrorText } from '../wallet/walletSignIn.ts'

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
    if (result.success) showToast(t('account.wallet.linkedToast'), { type: 'success' })
    else setError(walletAuthErrorText(result.error))
  }

  return (
    <GlassCard as="section" padding="large" aria-labelledby="account-wallet">
      <h2 id="account-wallet" className="section-title">
        {t('account.wallet.title')}
      </h2>
      {linked ? (
        <>
          <p className="section-lead">{t('account.wallet.linked')}</p>
          <Ltr as="code" className="account-address">
            {linked}
          </Ltr>
        </>
      ) : web3.isConnected && web3.address ? (
        <>
          <p className="section-lead">{t('account.wallet.linkLead')}</p>
          <Ltr as="code" className="account-address">
            {web3.address}
          </Ltr>
          {error && <FormAlert>{error}</FormAlert>}
          <Button onClick={link} disabled={busy || auth.isOfflineSession}>
            {busy ? t('account.wallet.linking') : t('account.wallet.link')}
          </Button>
        </>
      ) : (
        <>
          <p className="section-lead">{t('account.wallet.none')}</p>
          <Button onClick={web3.openConnectModal}>{t('account.wallet.connect')}</Button>
        </>
      )}
    </GlassCard>
  )
}
