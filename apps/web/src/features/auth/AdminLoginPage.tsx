import { type FormEvent, useState } from 'react'
import { Navigate } from 'react-router'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../account/FormAlert.tsx'
import { TextField } from '../account/TextField.tsx'
import { AuthCard } from './AuthCard.tsx'
import { useAccount } from './useAccount.ts'
import { useAfterSignIn } from './useAfterSignIn.ts'
import { useAuth } from './useAuth.ts'

/** The administrators' e-mail and password sign-in (POST /api/auth/admin/login). */
export function AdminLoginPage() {
  const auth = useAuth()
  const account = useAccount()
  const done = useAfterSignIn('/admin')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (auth.isAdmin && !busy) return <Navigate to="/admin" replace />

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      await account.adminLogin(String(form.get('email')), String(form.get('password')))
      done()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Login failed')
      setBusy(false)
    }
  }

  return (
    <AuthCard title="Admin sign-in" lead="For Agora's administrators.">
      <form className="form" onSubmit={onSubmit}>
        {error && <FormAlert>{error}</FormAlert>}
        <TextField label="E-mail" name="email" type="email" autoComplete="username" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" size="large" fullWidth disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  )
}
