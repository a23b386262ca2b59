import {
  BIO_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  displayNameSchema,
  handleSchema,
  type User,
} from '@agora/domain'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { imageProblem, uploadImage } from '../media/data.ts'
import { useUpdateIdentity } from '../users/data.ts'
import '../../ui/fields.css'
import './IdentityForm.css'

type FieldErrors = { handle?: string; displayName?: string; avatar?: string }

/** What the display name rule (packages/domain displayNameSchema) finds wrong, as the field says it. */
function displayNameError(displayName: string): string | undefined {
  const result = displayNameSchema.safeParse(displayName)
  if (result.success) return undefined
  const issue = result.error.issues[0]?.code
  if (issue === 'too_small') return t('account.identity.displayNameEmpty')
  if (issue === 'too_big')
    return t('account.identity.displayNameTooLong', { max: DISPLAY_NAME_MAX_LENGTH })
  return t('account.identity.displayNameControls')
}

function validate(handle: string, displayName: string, currentHandle: string): FieldErrors {
  // a handle kept as it is needs no check (an old generated one may be longer than the rule)
  const handleError =
    handle !== currentHandle && !handleSchema.safeParse(handle).success
      ? t('account.identity.handleInvalid')
      : undefined
  const nameError = displayName.trim() ? displayNameError(displayName) : undefined
  return {
    ...(handleError ? { handle: handleError } : {}),
    ...(nameError ? { displayName: nameError } : {}),
  }
}

/**
 * Who the person appears as: handle (registration's rule, checked as they type; "taken" comes
 * from the server), display name, picture and bio. The welcome step and the account page
 * share it.
 */
export function IdentityForm({
  user,
  onSaved,
  secondaryAction,
}: {
  user: User
  onSaved: () => void
  /** e.g. "Skip for now" or "Cancel", beside Save */
  secondaryAction?: ReactNode
}) {
  const [handle, setHandle] = useState(user.handle)
  const [displayName, setDisplayName] = useState(user.displayName ?? '')
  const [bio, setBio] = useState(user.bio ?? '')
  const [picture, setPicture] = useState<{ file: File; preview: string } | null>(null)
  // the server's answers and the picture's check, kept until that field changes
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [touched, setTouched] = useState(false)
  const update = useUpdateIdentity()
  const handleId = useId()
  const nameId = useId()
  const pictureId = useId()
  const bioId = useId()
  const focus = (id: string) => document.getElementById(id)?.focus()

  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.preview) : undefined), [picture])

  const ruleErrors = validate(handle, displayName, user.handle)
  const errors: FieldErrors = {
    ...(touched ? ruleErrors : {}),
    ...serverErrors,
  }

  const choosePicture = (file: File | undefined) => {
    setServerErrors(({ avatar: _, ...rest }) => rest)
    if (!file) return
    const problem = imageProblem(file)
    if (problem) return setServerErrors((current) => ({ ...current, avatar: problem }))
    setPicture({ file, preview: URL.createObjectURL(file) })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    setFormError(null)
    const problems = validate(handle, displayName, user.handle)
    if (problems.handle) return focus(handleId)
    if (problems.displayName) return focus(nameId)
    if (bio.length > BIO_MAX_LENGTH) return focus(bioId)
    setSaving(true)
    try {
      const avatar = picture
        ? (await uploadImage(picture.file, newIdempotencyKey())).url
        : user.avatar
      await update.mutateAsync({
        user: user.address ?? user.id,
        change: {
          ...(handle === user.handle ? {} : { handle }),
          displayName: displayName.trim() || null,
          bio: bio.trim() || null,
          avatar,
        },
      })
      onSaved()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'HANDLE_TAKEN') {
        setServerErrors({ handle: errorMessage(error) })
        focus(handleId)
      } else {
        setFormError(errorMessage(error))
      }
    } finally {
      setSaving(false)
    }
  }

  const shown = {
    ...user,
    handle,
    displayName: displayName.trim() || null,
    avatar: picture?.preview ?? user.avatar,
  }
  return (
    <form className="form identity-form" noValidate onSubmit={submit}>
      <div className="identity-form__picture">
        <Avatar user={shown} size={72} label={t('account.identity.pictureLabel')} />
        <div className="field">
          <label className="field__label" htmlFor={pictureId}>
            {t('account.identity.picture')}
          </label>
          <input
            id={pictureId}
            className="identity-form__file"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-invalid={errors.avatar ? true : undefined}
            aria-describedby={errors.avatar ? `${pictureId}-error` : undefined}
            onChange={(event) => choosePicture(event.target.files?.[0])}
          />
          {errors.avatar ? (
            <span id={`${pictureId}-error`} className="field__error">
              {errors.avatar}
            </span>
          ) : (
            <span className="field__hint">{t('account.identity.pictureHint')}</span>
          )}
        </div>
      </div>
      <TextField
        id={handleId}
        label={t('account.identity.handle')}
        hint={t('account.identity.handleHint')}
        autoComplete="username"
        spellCheck={false}
        value={handle}
        error={errors.handle}
        onChange={(event) => {
          setHandle(event.target.value.toLowerCase())
          setTouched(true)
          setServerErrors(({ handle: _, ...rest }) => rest)
        }}
      />
      <TextField
        id={nameId}
        label={t('account.identity.displayName')}
        hint={t('account.identity.displayNameHint', {
          length: displayName.trim().length,
          max: DISPLAY_NAME_MAX_LENGTH,
        })}
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX_LENGTH + 10}
        value={displayName}
        error={errors.displayName}
        onChange={(event) => {
          setDisplayName(event.target.value)
          setTouched(true)
        }}
      />
      <TextAreaField
        id={bioId}
        label={t('account.identity.bio')}
        hint={t('account.identity.bioHint')}
        rows={3}
        limit={BIO_MAX_LENGTH}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
      />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="identity-form__actions">
        {secondaryAction}
        <Button type="submit" disabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  )
}
