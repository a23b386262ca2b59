import { Link } from 'react-router'
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
      title="Log in"
      lead="Welcome back. Use your e-mail and password, or your wallet."
      footer={
        <>
          New to Agora? <Link to="/register">Create an account</Link>
        </>
      }
    >
      <PasswordSignInForm
        signIn={signIn}
        emailAutoComplete="email"
        submitLabel="Log in"
        busyLabel="Logging in…"
        offerReset
      />
      <div className="auth-divider">or</div>
      <Button variant="outline" size="large" fullWidth onClick={auth.requestSignIn}>
        <WalletIcon />
        Sign in with a wallet
      </Button>
    </AuthCard>
  )
}
