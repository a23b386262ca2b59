import { HANDLE_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@agora/domain'

/** What is wrong with an e-mail field, by the browser's own check of `type="email"`. */
export function emailProblem(input: HTMLInputElement | null): string | undefined {
  if (!input?.value.trim()) return 'Enter your e-mail address'
  if (input.validity.typeMismatch) return 'Enter an e-mail address like name@example.com'
  return undefined
}

export function handleProblem(handle: string): string | undefined {
  if (!HANDLE_PATTERN.test(handle)) return 'Use 3–30 characters: lower-case letters, digits and _'
  return undefined
}

/** A new password, on registration and reset (packages/domain newPasswordSchema). */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters`
  return undefined
}

export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`
