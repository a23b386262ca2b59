import { Link } from 'react-router'
import { t } from '../i18n/i18n.ts'
import { EmptyState } from '../ui/EmptyState.tsx'

export function NotFound() {
  return (
    <div className="view">
      <header className="view__header">
        <h1>{t('app.notFound.title')}</h1>
      </header>
      <EmptyState
        icon="info"
        title={t('app.notFound.text')}
        action={
          <Link className="button button--primary button--medium" to="/">
            {t('app.notFound.toFeed')}
          </Link>
        }
      />
    </div>
  )
}
