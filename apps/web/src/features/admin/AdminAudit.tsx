import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Ltr } from '../../ui/Ltr.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useAuditLog } from './data.ts'

const shortId = (id: string | null) => (id ? id.slice(0, 8) : '—')

function describe(details: unknown) {
  if (!details || typeof details !== 'object' || Object.keys(details).length === 0) return ''
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}

/** The latest admin actions: who did what to whom, newest first. */
export function AdminAudit() {
  const audit = useAuditLog()
  return (
    <section className="admin-section" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title" className="section-title">
        {t('admin.audit.title')}
      </h2>
      {audit.isPending ? (
        <div role="status" aria-label={t('admin.audit.loading')}>
          <Skeleton shape="block" height="12rem" />
        </div>
      ) : audit.isError ? (
        <FormAlert>
          {t('admin.audit.loadError', { error: errorMessage(audit.error) })}{' '}
          <Button size="small" variant="outline" onClick={() => void audit.refetch()}>
            {t('common.retry')}
          </Button>
        </FormAlert>
      ) : audit.data.length === 0 ? (
        <EmptyState icon="inbox" title={t('admin.audit.empty')} />
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.when')}</th>
                <th scope="col">{t('admin.audit.action')}</th>
                <th scope="col">{t('admin.audit.by')}</th>
                <th scope="col">{t('admin.audit.target')}</th>
                <th scope="col">{t('admin.audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.createdAt)}</td>
                  <td>
                    <Ltr as="code">{entry.action}</Ltr>
                  </td>
                  <td title={entry.actorId ?? undefined}>{shortId(entry.actorId)}</td>
                  <td title={entry.targetId ?? undefined}>{shortId(entry.targetId)}</td>
                  <td>{describe(entry.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
