import { Suspense } from 'react'
import { Navigate, NavLink, Outlet, useLocation } from 'react-router'
import { ContentSkeleton } from '../../ui/ContentSkeleton.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { useAuth } from '../auth/useAuth.ts'
import '../../ui/fields.css'
import './AdminArea.css'

const TABS = [
  { to: '/admin', label: 'Users', end: true },
  { to: '/admin/kyc', label: 'Verifications', end: false },
  { to: '/admin/reports', label: 'Reports', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
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
      <EmptyState icon="lock" title="Admins only">
        Your account cannot open the admin area.
      </EmptyState>
    )
  }
  return (
    <div className="view">
      <header className="view__header">
        <h1>Admin</h1>
        <p>Manage members, review identity checks and see what admins did.</p>
      </header>
      <nav className="admin-tabs" aria-label="Admin sections">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="admin-tabs__tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<ContentSkeleton />}>
        <Outlet />
      </Suspense>
    </div>
  )
}
