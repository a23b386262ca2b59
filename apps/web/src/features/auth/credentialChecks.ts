import { HANDLE_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'

/** What is wrong with an e-mail field, by the browser's own check of `type="email"`. */
export function emailProblem(input: HTMLInputElement | null): string | undefined {
  if (!input?.value.trim()) return t('auth.check.emailMissing')
  if (input.validity.typeMismatch) return t('auth.check.emailInvalid')
  return undefined
}

export function handleProblem(handle: string): string | undefined {
  if (!HANDLE_PATTERN.test(handle)) return t('auth.check.handleInvalid')
  return undefined
}

/** A new password, on registration and reset (packages/domain newPasswordSchema). */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return t('auth.check.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
  if (password.length > PASSWORD_MAX_LENGTH)
    return t('auth.check.passwordTooLong', { max: PASSWORD_MAX_LENGTH })
  return undefined
}

export const newPasswordHint = () => t('auth.check.newPasswordHint', { min: PASSWORD_MIN_LENGTH })
