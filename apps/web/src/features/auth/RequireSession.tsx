import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useAuth } from './useAuth.ts'

type RequireSessionProps = { title: string; children: ReactNode }

/** Its children for a signed-in user; a sign-in prompt otherwise (a skeleton while loading). */
export function RequireSession({ title, children }: RequireSessionProps) {
  const auth = useAuth()
  const location = useLocation()
  if (auth.status === 'loading') {
    return (
      <div className="view" role="status" aria-label={t('auth.requireSession.loading')}>
        <Skeleton width="40%" height="2rem" />
        <Skeleton shape="block" height="10rem" />
      </div>
    )
  }
  if (!auth.isAuthenticated) {
    const next = encodeURIComponent(location.pathname + location.search)
    return (
      <div className="view">
        <header className="view__header">
          <h1>{title}</h1>
        </header>
        <EmptyState
          icon="lock"
          title={t('auth.requireSession.title')}
          action={
            <div className="form-actions">
              <Button onClick={auth.requestSignIn}>{t('auth.requireSession.connectWallet')}</Button>
              <Link className="button button--outline button--medium" to={`/login?next=${next}`}>
                {t('auth.requireSession.logInWithEmail')}
              </Link>
            </div>
          }
        >
          {t('auth.requireSession.body')}
        </EmptyState>
      </div>
    )
  }
  return children
}
