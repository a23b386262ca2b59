import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useFormErrors } from '../../ui/useFormErrors.ts'
import { AuthCard } from './AuthCard.tsx'
import {
  emailProblem,
  handleProblem,
  NEW_PASSWORD_HINT,
  newPasswordProblem,
} from './credentialChecks.ts'
import { useAfterSignIn } from './useAfterSignIn.ts'
import { useAuth } from './useAuth.ts'

const FIELDS = ['handle', 'email', 'password'] as const

/** E-mail registration; a wallet can be linked from the account page afterwards. */
export function RegisterPage() {
  const auth = useAuth()
  const done = useAfterSignIn('/account')
  const form = useFormErrors(FIELDS)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const elements = event.currentTarget.elements
    const value = (name: string) =>
      (elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''
    const handle = value('handle').trim()
    const password = value('password')
    const problems = {
      handle: handleProblem(handle),
      email: emailProblem(elements.namedItem('email') as HTMLInputElement | null),
      password: newPasswordProblem(password),
    }
    if (form.show(problems)) return
    setBusy(true)
    try {
      await auth.register({ handle, email: value('email').trim(), password })
      done()
    } catch (failure) {
      form.showServerError(failure, { HANDLE_TAKEN: 'handle', EMAIL_TAKEN: 'email' })
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
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          label="Handle"
          name="handle"
          autoComplete="username"
          hint="How others see you, e.g. ada_lovelace"
          error={form.errors.handle}
          onChange={() => form.clearField('handle')}
          required
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          error={form.errors.email}
          onChange={() => form.clearField('email')}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          error={form.errors.password}
          onChange={() => form.clearField('password')}
          required
        />
        <Button type="submit" size="large" fullWidth disabled={busy}>
          {busy ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  )
}
