import { lazyWithRetry } from '../lib/lazyWithRetry.tsx'

/**
 * The sign-in, account, verification and admin screens, each its own chunk: the first visit
 * loads only the feed.
 */
export const LoginPage = lazyWithRetry<object>(() =>
  import('../features/auth/LoginPage.tsx').then((m) => ({ default: m.LoginPage })),
)
export const RegisterPage = lazyWithRetry<object>(() =>
  import('../features/auth/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })),
)
export const ForgotPasswordPage = lazyWithRetry<object>(() =>
  import('../features/auth/ForgotPasswordPage.tsx').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
)
export const ResetPasswordPage = lazyWithRetry<object>(() =>
  import('../features/auth/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
)
export const VerifyEmailPage = lazyWithRetry<object>(() =>
  import('../features/emailVerification/VerifyEmailPage.tsx').then((m) => ({
    default: m.VerifyEmailPage,
  })),
)
export const AdminLoginPage = lazyWithRetry<object>(() =>
  import('../features/auth/AdminLoginPage.tsx').then((m) => ({ default: m.AdminLoginPage })),
)
export const AccountPage = lazyWithRetry<object>(() =>
  import('../features/account/AccountPage.tsx').then((m) => ({ default: m.AccountPage })),
)
export const PreferencesPage = lazyWithRetry<object>(() =>
  import('../features/account/PreferencesPage.tsx').then((m) => ({ default: m.PreferencesPage })),
)
export const KycPage = lazyWithRetry<object>(() =>
  import('../features/kyc/KycPage.tsx').then((m) => ({ default: m.KycPage })),
)
export const AdminArea = lazyWithRetry<object>(() =>
  import('../features/admin/AdminArea.tsx').then((m) => ({ default: m.AdminArea })),
)
export const AdminUsers = lazyWithRetry<object>(() =>
  import('../features/admin/AdminUsers.tsx').then((m) => ({ default: m.AdminUsers })),
)
export const AdminKycQueue = lazyWithRetry<object>(() =>
  import('../features/admin/AdminKycQueue.tsx').then((m) => ({ default: m.AdminKycQueue })),
)
export const AdminReports = lazyWithRetry<object>(() =>
  import('../features/moderation/ModerationQueue.tsx').then((m) => ({ default: m.AllReports })),
)
export const AdminAudit = lazyWithRetry<object>(() =>
  import('../features/admin/AdminAudit.tsx').then((m) => ({ default: m.AdminAudit })),
)
export const AdminDevice = lazyWithRetry<object>(() =>
  import('../features/admin/AdminDevice.tsx').then((m) => ({ default: m.AdminDevice })),
)
