import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { AuthCard } from './AuthCard.tsx'
import { useAfterSignIn } from './useAfterSignIn.ts'
import { useAuth } from './useAuth.ts'

/** The server's rules (packages/domain handleSchema, registerRequestSchema), checked early. */
const HANDLE_PATTERN = /^[a-z0-9_]{3,30}$/
const MIN_PASSWORD_LENGTH = 10

type FieldErrors = Partial<Record<'handle' | 'password', string>>

function validate(handle: string, password: string): FieldErrors {
  const errors: FieldErrors = {}
  if (!HANDLE_PATTERN.test(handle)) {
    errors.handle = 'Use 3–30 characters: lower-case letters, digits and _'
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters`
  }
  return errors
}

/** E-mail registration; a wallet can be linked from the account page afterwards. */
export function RegisterPage() {
  const auth = useAuth()
  const done = useAfterSignIn('/account')
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const handle = String(form.get('handle')).trim()
    const email = String(form.get('email')).trim()
    const password = String(form.get('password'))
    const errors = validate(handle, password)
    setFieldErrors(errors)
    setError(null)
    if (Object.keys(errors).length > 0) return
    setBusy(true)
    try {
      await auth.register({ handle, email, password })
      done()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Registration failed')
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Create your account"
      lead="Join communities, post and trade. You can link a wallet later."
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <form className="form" onSubmit={onSubmit}>
        {error && <FormAlert>{error}</FormAlert>}
        <TextField
          label="Handle"
          name="handle"
          autoComplete="username"
          hint="How others see you, e.g. ada_lovelace"
          error={fieldErrors.handle}
          required
        />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          error={fieldErrors.password}
          required
        />
        <Button type="submit" size="large" fullWidth disabled={busy}>
          {busy ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  )
}
