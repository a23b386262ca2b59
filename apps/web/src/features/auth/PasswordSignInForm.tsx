import type { User } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useFormErrors } from '../../ui/useFormErrors.ts'
import { useToast } from '../../ui/useToast.ts'
import { emailProblem } from './credentialChecks.ts'

type SignIn = (email: string, password: string) => Promise<User>

const FIELDS = ['email', 'password'] as const

/**
 * Submits e-mail and password to `signIn` and greets the user by handle; `busy` stays true
 * after success, until the page moves on.
 */
export function usePasswordSignIn(signIn: SignIn, onSignedIn: () => void) {
  const form = useFormErrors(FIELDS)
  const { showToast } = useToast()
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const elements = event.currentTarget.elements
    const emailInput = elements.namedItem('email') as HTMLInputElement | null
    const password = (elements.namedItem('password') as HTMLInputElement | null)?.value ?? ''
    const problems = {
      email: emailProblem(emailInput),
      password: password ? undefined : t('auth.check.passwordMissing'),
    }
    if (form.show(problems)) return
    setBusy(true)
    try {
      const user = await signIn(emailInput?.value.trim() ?? '', password)
      showToast(() => t('auth.passwordForm.signedInAs', { handle: user.handle }), {
        type: 'success',
      })
      onSignedIn()
    } catch (failure) {
      form.showServerError(failure)
      setBusy(false)
    }
  }
  return { ...form, busy, onSubmit }
}

type PasswordSignInFormProps = {
  signIn: ReturnType<typeof usePasswordSignIn>
  emailAutoComplete: 'email' | 'username'
  submitLabel: string
  busyLabel: string
  /** Offers the way to reset a forgotten password. */
  offerReset?: boolean
}

/** The e-mail and password form shared by the log-in and admin sign-in pages. */
export function PasswordSignInForm({
  signIn,
  emailAutoComplete,
  submitLabel,
  busyLabel,
  offerReset = false,
}: PasswordSignInFormProps) {
  return (
    <form ref={signIn.formRef} className="form" noValidate onSubmit={signIn.onSubmit}>
      {signIn.formError && <FormAlert>{signIn.formError}</FormAlert>}
      <TextField
        label={t('auth.field.email')}
        name="email"
        type="email"
        autoComplete={emailAutoComplete}
        error={signIn.errors.email}
        onChange={() => signIn.clearField('email')}
        required
      />
      <TextField
        label={t('auth.field.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={signIn.errors.password}
        onChange={() => signIn.clearField('password')}
        required
      />
      {offerReset && (
        <Link className="auth-card__aside-link" to="/forgot-password">
          {t('auth.passwordForm.forgotPassword')}
        </Link>
      )}
      <Button type="submit" size="large" fullWidth disabled={signIn.busy}>
        {signIn.busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
