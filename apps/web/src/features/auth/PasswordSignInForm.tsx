import { type FormEvent, useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'

type SignIn = (email: string, password: string) => Promise<void>

/** Submits e-mail and password to `signIn`; `busy` stays true after success, until the page moves on. */
export function usePasswordSignIn(signIn: SignIn, onSignedIn: () => void) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      await signIn(String(form.get('email')), String(form.get('password')))
      onSignedIn()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Login failed')
      setBusy(false)
    }
  }
  return { error, busy, onSubmit }
}

type PasswordSignInFormProps = {
  signIn: ReturnType<typeof usePasswordSignIn>
  emailAutoComplete: 'email' | 'username'
  submitLabel: string
  busyLabel: string
}

/** The e-mail and password form shared by the log-in and admin sign-in pages. */
export function PasswordSignInForm({
  signIn,
  emailAutoComplete,
  submitLabel,
  busyLabel,
}: PasswordSignInFormProps) {
  return (
    <form className="form" onSubmit={signIn.onSubmit}>
      {signIn.error && <FormAlert>{signIn.error}</FormAlert>}
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete={emailAutoComplete}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" size="large" fullWidth disabled={signIn.busy}>
        {signIn.busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
