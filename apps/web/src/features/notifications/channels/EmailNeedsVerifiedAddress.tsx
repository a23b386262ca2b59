import { Link } from 'react-router'
import { t } from '../../../i18n/i18n.ts'

/** Under the channel table: why the e-mail column delivers nothing yet, and where to fix it. */
export function EmailNeedsVerifiedAddress({ id }: { id: string }) {
  return (
    <p id={id} className="section-lead">
      {t('emailVerification.preferences.needsVerified')}{' '}
      <Link to="/account">{t('emailVerification.preferences.accountLink')}</Link>
    </p>
  )
}
