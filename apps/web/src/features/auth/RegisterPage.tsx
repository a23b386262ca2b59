import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useFormErrors } from '../../ui/useFormErrors.ts'
import { AuthCard } from './AuthCard.tsx'
import {
  emailProblem,
  handleProblem,
  newPasswordHint,
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
      title={t('auth.register.title')}
      lead={t('auth.register.lead')}
      footer={
        <>
          {t('auth.register.haveAccount')} <Link to="/login">{t('auth.footer.logIn')}</Link>
        </>
      }
    >
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          label={t('auth.field.handle')}
          name="handle"
          autoComplete="username"
          hint={t('auth.register.handleHint')}
          error={form.errors.handle}
          onChange={() => form.clearField('handle')}
          required
        />
        <TextField
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          error={form.errors.email}
          onChange={() => form.clearField('email')}
          required
        />
        <TextField
          label={t('auth.field.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={newPasswordHint()}
          error={form.errors.password}
          onChange={() => form.clearField('password')}
          required
        />
        <Button type="submit" size="large" fullWidth disabled={busy}>
          {busy ? t('auth.register.busy') : t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
