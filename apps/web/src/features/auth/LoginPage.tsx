import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../account/FormAlert.tsx'
import { TextField } from '../account/TextField.tsx'
import { WalletIcon } from '../wallet/WalletIcon.tsx'
import { AuthCard } from './AuthCard.tsx'
import { useAfterSignIn } from './useAfterSignIn.ts'
import { useAuth } from './useAuth.ts'

/** E-mail sign-in, with the wallet as the other way in. */
export function LoginPage() {
  const auth = useAuth()
  const done = useAfterSignIn()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      await auth.login(String(form.get('email')), String(form.get('password')))
      done()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Login failed')
      setBusy(false)
    }
  }

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
      <form className="form" onSubmit={onSubmit} noValidate={false}>
        {error && <FormAlert>{error}</FormAlert>}
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" size="large" fullWidth disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
      <div className="auth-divider">or</div>
      <Button variant="outline" size="large" fullWidth onClick={auth.requestSignIn}>
        <WalletIcon />
        Sign in with a wallet
      </Button>
    </AuthCard>
  )
}
