import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useFormErrors } from '../../ui/useFormErrors.ts'
import { useToast } from '../../ui/useToast.ts'
import { AuthCard } from './AuthCard.tsx'
import { postPasswordResetConfirm } from './authApi.ts'
import { newPasswordHint, newPasswordProblem } from './credentialChecks.ts'

const FIELDS = ['password'] as const
const LINK_PROBLEMS = new Set(['RESET_TOKEN_INVALID', 'RESET_TOKEN_EXPIRED', 'RESET_TOKEN_USED'])

/** Step two of a password reset: the link from the e-mail, and the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const { showToast } = useToast()
  const form = useFormErrors(FIELDS)
  const [busy, setBusy] = useState(false)
  const [linkProblem, setLinkProblem] = useState<string | null>(() =>
    token ? null : t('auth.reset.linkIncomplete'),
  )

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('password') as HTMLInputElement | null
    const password = input?.value ?? ''
    if (form.show({ password: newPasswordProblem(password) })) return
    setBusy(true)
    try {
      await postPasswordResetConfirm(token, password, newIdempotencyKey())
      showToast(t('auth.reset.changed'), { type: 'success' })
      navigate('/login', { replace: true })
    } catch (failure) {
      if (failure instanceof ApiError && LINK_PROBLEMS.has(failure.code))
        setLinkProblem(failure.message)
      else form.showServerError(failure)
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title={t('auth.reset.title')}
      lead={t('auth.reset.lead')}
      footer={
        <>
          {t('auth.footer.rememberedIt')} <Link to="/login">{t('auth.footer.logIn')}</Link>
        </>
      }
    >
      {linkProblem ? (
        <>
          <FormAlert>{linkProblem}</FormAlert>
          <Link to="/forgot-password">{t('auth.reset.askNewLink')}</Link>
        </>
      ) : (
        <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <TextField
            label={t('auth.reset.newPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={newPasswordHint()}
            error={form.errors.password}
            onChange={() => form.clearField('password')}
            required
          />
          <Button type="submit" size="large" fullWidth disabled={busy}>
            {busy ? t('common.saving') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
