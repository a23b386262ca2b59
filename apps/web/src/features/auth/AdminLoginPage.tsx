import { Navigate } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { AuthCard } from './AuthCard.tsx'
import { PasswordSignInForm, usePasswordSignIn } from './PasswordSignInForm.tsx'
import { useAccount } from './useAccount.ts'
import { useAfterSignIn } from './useAfterSignIn.ts'
import { useAuth } from './useAuth.ts'

/** The administrators' e-mail and password sign-in (POST /api/auth/admin/login). */
export function AdminLoginPage() {
  const auth = useAuth()
  const account = useAccount()
  const signIn = usePasswordSignIn(account.adminLogin, useAfterSignIn('/admin'))

  if (auth.isAdmin && !signIn.busy) return <Navigate to="/admin" replace />

  return (
    <AuthCard title={t('auth.admin.title')} lead={t('auth.admin.lead')}>
      <PasswordSignInForm
        signIn={signIn}
        emailAutoComplete="username"
        submitLabel={t('auth.admin.submit')}
        busyLabel={t('auth.admin.busy')}
      />
    </AuthCard>
  )
}
