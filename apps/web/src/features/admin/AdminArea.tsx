import { Suspense } from 'react'
import { Navigate, NavLink, Outlet, useLocation } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import type { MessageKey } from '../../i18n/messageKey.ts'
import { ContentSkeleton } from '../../ui/ContentSkeleton.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { useAuth } from '../auth/useAuth.ts'
import '../../ui/fields.css'
import './AdminArea.css'

const TABS: { to: string; label: MessageKey; end: boolean }[] = [
  { to: '/admin', label: 'admin.area.tab.users', end: true },
  { to: '/admin/kyc', label: 'admin.area.tab.kyc', end: false },
  { to: '/admin/reports', label: 'admin.area.tab.reports', end: false },
  { to: '/admin/audit', label: 'admin.area.tab.audit', end: false },
  { to: '/admin/device', label: 'admin.area.tab.device', end: false },
]

/** The admin area's frame: only for admins; others are sent to the admin sign-in. */
export function AdminArea() {
  const auth = useAuth()
  const location = useLocation()
  if (auth.status === 'loading') return <ContentSkeleton />
  if (!auth.isAuthenticated) {
    return <Navigate to={`/admin/login?next=${encodeURIComponent(location.pathname)}`} replace />
  }
  if (!auth.isAdmin) {
    return (
      <EmptyState icon="lock" title={t('admin.area.adminsOnly')}>
        {t('admin.area.adminsOnlyText')}
      </EmptyState>
    )
  }
  return (
    <div className="view">
      <header className="view__header">
        <h1>{t('admin.area.title')}</h1>
        <p>{t('admin.area.intro')}</p>
      </header>
      <nav className="admin-tabs" aria-label={t('admin.area.sections')}>
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="admin-tabs__tab">
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<ContentSkeleton />}>
        <Outlet />
      </Suspense>
    </div>
  )
}
