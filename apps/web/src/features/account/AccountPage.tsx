import { Suspense, useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useToast } from '../../ui/useToast.ts'
import { OfflineSessionNotice } from '../auth/OfflineSessionNotice.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useAccount } from '../auth/useAccount.ts'
import { useAuth } from '../auth/useAuth.ts'
import { EmailSection } from '../emailVerification/EmailSection.tsx'
import { KycStatusBadge } from '../kyc/KycStatusBadge.tsx'
import type { IdentityForm as IdentityFormType } from './IdentityForm.tsx'
import { LinkedWallet } from './LinkedWallet.tsx'
import { SavedDataSection } from './SavedDataSection.tsx'
import './AccountPage.css'
import { Ltr } from '../../ui/Ltr.tsx'

// the form (and its upload code) loads when someone edits, as the welcome step's does
const IdentityForm = lazyWithRetry<Parameters<typeof IdentityFormType>[0]>(() =>
  import('./IdentityForm.tsx').then((m) => ({ default: m.IdentityForm })),
)

function AccountOverview() {
  const auth = useAuth()
  const { sessionMethod } = useAccount()
  const { showToast } = useToast()
  const [editing, setEditing] = useState(false)
  const { user } = auth
  if (!user) return null
  const joined = formatDate(user.createdAt, { dateStyle: 'long' })
  return (
    <div className="view">
      <header className="view__header">
        <h1>{t('account.page.title')}</h1>
        <p>{t('account.page.lead')}</p>
      </header>
      {auth.isOfflineSession && <OfflineSessionNotice />}
      {editing ? (
        <GlassCard
          as="section"
          padding="large"
          aria-labelledby="account-edit-profile"
          className="account-profile-editor"
        >
          <h2 id="account-edit-profile" className="section-title">
            {t('account.profile.edit')}
          </h2>
          <Suspense fallback={<Skeleton shape="block" height="16rem" />}>
            <IdentityForm
              user={user}
              onSaved={() => {
                setEditing(false)
                showToast(t('account.profile.saved'), { type: 'success' })
                void auth.refreshUser().catch(() => {})
              }}
              secondaryAction={
                <Button variant="ghost" onClick={() => setEditing(false)}>
                  {t('common.cancel')}
                </Button>
              }
            />
          </Suspense>
        </GlassCard>
      ) : (
        <GlassCard className="account-profile" padding="large" animate>
          <Avatar user={user} size={64} />
          <div className="account-profile__text">
            <h2 dir="auto">{user.displayName ?? `@${user.handle}`}</h2>
            {user.displayName && (
              <p>
                <Ltr>@{user.handle}</Ltr>
              </p>
            )}
            <div className="account-profile__tags">
              <span className="account-tag">{t(`account.role.${user.role}`)}</span>
              <KycStatusBadge status={user.kycStatus} />
              <span className="account-tag account-tag--muted">
                {t('account.profile.joined', { date: joined })}
              </span>
            </div>
          </div>
          {!auth.isOfflineSession && (
            <Button variant="outline" size="small" onClick={() => setEditing(true)}>
              {t('account.profile.edit')}
            </Button>
          )}
        </GlassCard>
      )}

      <div className="account-grid">
        <LinkedWallet />
        <EmailSection />
        <GlassCard as="section" padding="large" aria-labelledby="account-session">
          <h2 id="account-session" className="section-title">
            {t('account.session.title')}
          </h2>
          <p className="section-lead">{t(`account.method.${sessionMethod ?? 'restored'}`)}</p>
          <ul className="account-links">
            <li>
              <Link to="/account/verification">{t('account.session.verification')}</Link>
            </li>
            <li>
              <Link to="/account/preferences">{t('account.session.preferences')}</Link>
            </li>
            {auth.isAdmin && (
              <li>
                <Link to="/admin">{t('account.session.admin')}</Link>
              </li>
            )}
          </ul>
          <button
            type="button"
            className="button button--outline button--medium"
            onClick={() => void auth.logout()}
          >
            {t('account.session.logOut')}
          </button>
        </GlassCard>
        <SavedDataSection />
      </div>
    </div>
  )
}

/** The signed-in user's account: profile, wallet, session and links to settings. */
export function AccountPage() {
  return (
    <RequireSession title={t('account.page.title')}>
      <AccountOverview />
    </RequireSession>
  )
}
