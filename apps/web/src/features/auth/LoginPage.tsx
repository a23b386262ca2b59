import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { WalletIcon } from '../../ui/WalletIcon.tsx'
import { AuthCard } from './AuthCard.tsx'
import { PasswordSignInForm, usePasswordSignIn } from './PasswordSignInForm.tsx'
import { useAfterSignIn } from './useAfterSignIn.ts'
import { useAuth } from './useAuth.ts'

/** E-mail sign-in, with the wallet as the other way in. */
export function LoginPage() {
  const auth = useAuth()
  const signIn = usePasswordSignIn(auth.login, useAfterSignIn())
  return (
    <AuthCard
      title={t('auth.login.title')}
      lead={t('auth.login.lead')}
      footer={
        <>
          {t('auth.login.newToAgora')} <Link to="/register">{t('auth.login.createAccount')}</Link>
        </>
      }
    >
      <PasswordSignInForm
        signIn={signIn}
        emailAutoComplete="email"
        submitLabel={t('auth.login.submit')}
        busyLabel={t('auth.login.busy')}
        offerReset
      />
      <div className="auth-divider">{t('auth.login.or')}</div>
      <Button variant="outline" size="large" fullWidth onClick={auth.requestSignIn}>
        <WalletIcon />
        {t('auth.login.withWallet')}
      </Button>
    </AuthCard>
  )
}
