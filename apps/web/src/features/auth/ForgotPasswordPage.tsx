import { PASSWORD_RESET_TTL_MS } from '@agora/domain'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useFormErrors } from '../../ui/useFormErrors.ts'
import { AuthCard } from './AuthCard.tsx'
import { postPasswordReset } from './authApi.ts'
import { emailProblem } from './credentialChecks.ts'

const FIELDS = ['email'] as const
const LINK_MINUTES = PASSWORD_RESET_TTL_MS / 60_000

/** Step one of a password reset: the e-mail the link goes to. */
export function ForgotPasswordPage() {
  const form = useFormErrors(FIELDS)
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null
    if (form.show({ email: emailProblem(input) })) return
    const email = input?.value.trim() ?? ''
    setBusy(true)
    try {
      await postPasswordReset(email, newIdempotencyKey())
      setSentTo(email)
    } catch (failure) {
      form.showServerError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      lead={t('auth.forgot.lead')}
      footer={
        <>
          {t('auth.footer.rememberedIt')} <Link to="/login">{t('auth.footer.logIn')}</Link>
        </>
      }
    >
      {sentTo ? (
        <FormAlert tone="success">
          {t('auth.forgot.sent', { email: sentTo, minutes: LINK_MINUTES })}
        </FormAlert>
      ) : (
        <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <TextField
            label={t('auth.field.email')}
            name="email"
            type="email"
            autoComplete="email"
            error={form.errors.email}
            onChange={() => form.clearField('email')}
            required
          />
          <Button type="submit" size="large" fullWidth disabled={busy}>
            {busy ? t('auth.forgot.busy') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
