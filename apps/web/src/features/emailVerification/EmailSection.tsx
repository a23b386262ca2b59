import { useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { EmailChangeForm } from './EmailChangeForm.tsx'
import { ResendVerification } from './ResendVerification.tsx'
import './EmailSection.css'

/** The account's e-mail address: whether it is verified, a new link, a new address. */
export function EmailSection() {
  const auth = useAuth()
  const [editing, setEditing] = useState(false)
  const [savedTo, setSavedTo] = useState<string | null>(null)
  const user = auth.user
  if (!user) return null
  const canChange = !auth.isOfflineSession
  return (
    <GlassCard
      as="section"
      padding="large"
      aria-labelledby="account-email"
      className="email-verification"
    >
      <h2 id="account-email" className="section-title">
        {t('emailVerification.section.title')}
      </h2>
      {user.email ? (
        <p className="email-verification__address">
          <span>{user.email}</span>{' '}
          <span
            className={
              user.emailVerified ? 'account-tag' : 'account-tag email-verification__unverified'
            }
          >
            {user.emailVerified
              ? t('emailVerification.status.verified')
              : t('emailVerification.status.unverified')}
          </span>
        </p>
      ) : (
        <p className="section-lead">{t('emailVerification.section.none')}</p>
      )}
      {savedTo && (
        <FormAlert tone="success">{t('emailVerification.saved', { email: savedTo })}</FormAlert>
      )}
      {user.email && !user.emailVerified && canChange && !savedTo && (
        <>
          <p className="section-lead">{t('emailVerification.unverified.hint')}</p>
          <ResendVerification email={user.email} />
        </>
      )}
      {canChange &&
        (editing ? (
          <EmailChangeForm
            onCancel={() => setEditing(false)}
            onStale={() => void auth.refreshUser().catch(() => {})}
            onSaved={(email) => {
              setEditing(false)
              setSavedTo(email)
              void auth.refreshUser().catch(() => {})
            }}
          />
        ) : (
          <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
            {user.email ? t('emailVerification.change') : t('emailVerification.add')}
          </Button>
        ))}
    </GlassCard>
  )
}
