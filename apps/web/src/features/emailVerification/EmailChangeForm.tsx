import { type FormEvent, useId, useState } from 'react'
import { z } from 'zod'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useChangeEmail } from './data.ts'
import '../../ui/fields.css'

type FieldErrors = { email?: string; password?: string }

/** A new address, and the password when the account has one; the server sends the link. */
export function EmailChangeForm({
  onSaved,
  onCancel,
  onStale,
}: {
  onSaved: (email: string) => void
  onCancel: () => void
  /** The account may have changed although the request failed. */
  onStale: () => void
}) {
  const change = useChangeEmail()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const emailId = useId()
  const passwordId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    if (!z.email().safeParse(email.trim()).success) {
      setErrors({ email: t('emailVerification.form.emailInvalid') })
      document.getElementById(emailId)?.focus()
      return
    }
    change.mutate(keyed({ email: email.trim(), password }), {
      onSuccess: (user) => onSaved(user.email ?? email.trim()),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'PASSWORD_WRONG') {
          setErrors({ password: errorMessage(error) })
          document.getElementById(passwordId)?.focus()
        } else if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
          setErrors({ email: errorMessage(error) })
          document.getElementById(emailId)?.focus()
        } else {
          setFormError(errorMessage(error))
          // the server may have saved the address but not mailed its link: show what it holds
          if (error instanceof ApiError && error.code === 'EMAIL_SAVED_LINK_NOT_SENT') onStale()
        }
      },
    })
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        id={emailId}
        label={t('emailVerification.form.email')}
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value)
          setErrors(({ email: _, ...rest }) => rest)
        }}
        required
      />
      <TextField
        id={passwordId}
        label={t('emailVerification.form.password')}
        hint={t('emailVerification.form.passwordHint')}
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value)
          setErrors(({ password: _, ...rest }) => rest)
        }}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="email-verification__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('common.saving') : t('emailVerification.form.save')}
        </Button>
      </div>
    </form>
  )
}
