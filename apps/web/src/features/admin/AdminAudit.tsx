import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
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
        Audit log
      </h2>
      {audit.isPending ? (
        <div role="status" aria-label="Loading the audit log">
          <Skeleton shape="block" height="12rem" />
        </div>
      ) : audit.isError ? (
        <FormAlert>
          Could not load the audit log: {audit.error.message}{' '}
          <Button size="small" variant="outline" onClick={() => void audit.refetch()}>
            Retry
          </Button>
        </FormAlert>
      ) : audit.data.length === 0 ? (
        <EmptyState icon="inbox" title="No admin actions yet" />
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Action</th>
                <th scope="col">By</th>
                <th scope="col">Target</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{new Date(entry.createdAt).toLocaleString()}</td>
                  <td>
                    <code>{entry.action}</code>
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
