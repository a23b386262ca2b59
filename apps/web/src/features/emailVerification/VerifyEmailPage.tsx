import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { AuthCard } from '../auth/AuthCard.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { useVerifyEmail } from './data.ts'
import { ResendVerification } from './ResendVerification.tsx'

// a new link helps with these; another account's link needs that account instead
const ASK_AGAIN = new Set(['EMAIL_TOKEN_INVALID', 'EMAIL_TOKEN_EXPIRED', 'EMAIL_TOKEN_USED'])

/** Where the link in a verification e-mail leads: it confirms the address at once and says so. */
export function VerifyEmailPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const auth = useAuth()
  const verify = useVerifyEmail()
  const [idempotencyKey] = useState(newIdempotencyKey)
  const started = useRef(false)
  const ready = auth.status !== 'loading'

  useEffect(() => {
    // once the session is known, so the link is checked against the signed-in account
    if (!token || !ready || started.current) return
    started.current = true
    verify.mutate(
      { token, idempotencyKey },
      { onSuccess: (user) => void (user ? auth.refreshUser().catch(() => {}) : undefined) },
    )
  }, [token, ready, idempotencyKey, verify, auth])

  const failure = verify.error
  const askAgain = failure instanceof ApiError && ASK_AGAIN.has(failure.code)
  const unverified = auth.user?.email && !auth.user.emailVerified ? auth.user.email : null
  return (
    <AuthCard
      title={t('emailVerification.page.title')}
      footer={<Link to="/account">{t('emailVerification.page.toAccount')}</Link>}
    >
      {!token ? (
        <FormAlert>{t('emailVerification.page.incomplete')}</FormAlert>
      ) : verify.isSuccess ? (
        <FormAlert tone="success">{t('emailVerification.page.verified')}</FormAlert>
      ) : failure ? (
        <>
          <FormAlert>{errorMessage(failure)}</FormAlert>
          {askAgain &&
            (unverified ? (
              <ResendVerification email={unverified} />
            ) : (
              !auth.isAuthenticated && (
                <p>
                  <Link to="/login?next=/account">
                    {t('emailVerification.page.signInToResend')}
                  </Link>
                </p>
              )
            ))}
        </>
      ) : (
        <p role="status">{t('emailVerification.page.checking')}</p>
      )}
    </AuthCard>
  )
}
