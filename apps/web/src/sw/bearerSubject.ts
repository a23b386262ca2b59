import { bearerToken } from '@agora/domain'

/**
 * The user a bearer JWT names (its `sub`), read without verifying it: the worker only uses it
 * to pick whose cache session may answer; the server still verifies every token it gets.
 */
export function bearerSubject(authorization: string | null): string | null {
  const token = bearerToken(authorization)
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const sub = (JSON.parse(json) as { sub?: unknown }).sub
    return typeof sub === 'string' ? sub : null
  } catch {
    return null
  }
}
