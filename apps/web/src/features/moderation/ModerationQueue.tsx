import type { Community, Report } from '@agora/domain'
import { useState } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '../../lib/errorMessage.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FeedTabs } from '../../ui/FeedTabs.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useModerate, useReportQueue } from './data.ts'

const BAN_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A community's reports for its moderators, or (without a community) every report for the
 * admins: act on each, which closes it.
 */
export function ModerationQueue({ community = null }: { community?: Community | null }) {
  const [status, setStatus] = useState<Report['status']>('open')
  const queue = useReportQueue(community?.id ?? null, status)
  const rows = queue.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <section
      className="community-proposals"
      aria-label={community ? `Reports in ${community.name}` : 'All reports'}
    >
      <FeedTabs
        label="Report status"
        tabs={[
          { id: 'open', label: 'Open' },
          { id: 'resolved', label: 'Resolved' },
        ]}
        value={status}
        onChange={setStatus}
      />
      {queue.isError ? (
        <LoadError
          title="Reports could not be loaded"
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.isPending ? (
        <p role="status">Loading reports…</p>
      ) : rows.length === 0 ? (
        <EmptyState
          icon="shieldCheck"
          title={status === 'open' ? 'Nothing to review' : 'No resolved reports'}
        >
          Reports about posts, comments and people in this community show up here.
        </EmptyState>
      ) : (
        <ul className="proposal-list" aria-label="Reports">
          {rows.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} community={community} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** `/admin/reports`: the global queue. */
export function AllReports() {
  return (
    <section className="admin-section" aria-labelledby="admin-reports-title">
      <h2 id="admin-reports-title" className="section-title">
        Reports
      </h2>
      <ModerationQueue />
    </section>
  )
}

function ReportCard({ report, community }: { report: Report; community: Community | null }) {
  const moderate = useModerate()
  const { showToast } = useToast()
  const done = (what: string) => ({
    onSuccess: () => showToast(what, { type: 'success' }),
    onError: (error: unknown) => showToast(errorMessage(error), { type: 'error' }),
  })
  const base = { reportId: report.id, note: report.note }
  const open = report.status === 'open'
  return (
    <GlassCard padding="medium">
      <p className="proposal-page__meta">
        {report.reason} · reported by @{report.reporter.handle} ·{' '}
        {new Date(report.createdAt).toLocaleString()}
        {report.action && ` · ${report.action}`}
      </p>
      <p>
        {report.targetKind === 'person' ? 'A person' : `A ${report.targetKind}`}
        {report.targetKind === 'post' && report.communityId && (
          <>
            {' '}
            ·{' '}
            <Link to={`/dao/${community?.slug ?? report.communityId}?post=${report.targetId}`}>
              open it
            </Link>
          </>
        )}
        {report.note && ` — “${report.note}”`}
      </p>
      {open && (
        <div className="inline-form__row">
          {report.targetKind !== 'person' && (
            <Button
              size="small"
              disabled={moderate.isPending}
              onClick={() =>
                moderate.mutate(
                  {
                    action: 'hide',
                    targetKind: report.targetKind as 'post' | 'comment',
                    targetId: report.targetId,
                    ...base,
                  },
                  done('Hidden: a “Removed by moderators” stub stays'),
                )
              }
            >
              Hide
            </Button>
          )}
          {report.targetKind === 'person' && !community && (
            <Button
              size="small"
              disabled={moderate.isPending}
              onClick={() =>
                moderate.mutate(
                  { action: 'suspend', userId: report.targetId, ...base },
                  done('Account suspended'),
                )
              }
            >
              Suspend account
            </Button>
          )}
          {report.targetKind === 'person' && community && (
            <>
              <Button
                size="small"
                variant="outline"
                disabled={moderate.isPending}
                onClick={() =>
                  moderate.mutate(
                    {
                      action: 'remove',
                      communityId: community.id,
                      userId: report.targetId,
                      ...base,
                    },
                    done('Removed from the community'),
                  )
                }
              >
                Remove from community
              </Button>
              <Button
                size="small"
                disabled={moderate.isPending}
                onClick={() =>
                  moderate.mutate(
                    {
                      action: 'ban',
                      communityId: community.id,
                      userId: report.targetId,
                      until: new Date(Date.now() + BAN_DAYS * DAY_MS).toISOString(),
                      ...base,
                    },
                    done(`Banned for ${BAN_DAYS} days`),
                  )
                }
              >
                Ban for {BAN_DAYS} days
              </Button>
            </>
          )}
        </div>
      )}
    </GlassCard>
  )
}
