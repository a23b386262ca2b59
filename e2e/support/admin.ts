/** The super admin the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). Test only. */
export const E2E_ADMIN = {
  email: 'admin@agora.test',
  password: 'e2e-admin-password-2024',
} as const
