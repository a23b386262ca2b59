import { type APIRequestContext, expect } from '@playwright/test'

/** The super admin the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). Test only. */
export const E2E_ADMIN = {
  email: 'admin@agora.test',
  password: 'e2e-admin-password-2024',
} as const

/** A session of the super admin, made through the API's admin sign-in. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/admin/login', { data: E2E_ADMIN })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { data: { token: string } }).data.token
}
