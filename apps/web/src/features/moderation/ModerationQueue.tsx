import {
  type Community,
  MODERATION_NOTE_MAX_LENGTH,
  type Report,
  type ReportedTarget,
} from '@agora/domain'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
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
 * A community's reported targets for its moderators, or (without a community) every one for
 * the admins: each target once, with how many reported it and why; acting on it closes all
 * its reports.
 */
export function ModerationQueue({ community = null }: { community?: Community | null }) {
  const [status, setStatus] = useState<Report['status']>('open')
  const queue = useReportQueue(community?.id ?? null, status)
  const rows = queue.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <section
      className="community-proposals"
      aria-label={
        community
          ? t('moderation.queue.label', { name: community.name })
          : t('moderation.queue.labelAll')
      }
    >
      <FeedTabs
        label={t('moderation.queue.tabs')}
        tabs={[
          { id: 'open', label: t('moderation.queue.tab.open') },
          { id: 'resolved', label: t('moderation.queue.tab.resolved') },
        ]}
        value={status}
        onChange={setStatus}
      />
      {queue.isError ? (
        <LoadError
          title={t('moderation.queue.loadError')}
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.isPending ? (
        <p role="status">{t('moderation.queue.loading')}</p>
      ) : rows.length === 0 ? (
        <EmptyState
          icon="shieldCheck"
          title={t(
            status === 'open' ? 'moderation.queue.emptyOpen' : 'moderation.queue.emptyResolved',
          )}
        >
          {t('moderation.queue.empty')}
        </EmptyState>
      ) : (
        <ul className="proposal-list" aria-label={t('moderation.queue.list')}>
          {rows.map((target) => (
            <li key={`${target.targetKind}:${target.targetId}:${target.communityId}`}>
              <ReportCard report={target} community={community} status={status} />
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
        {t('moderation.queue.title')}
      </h2>
      <ModerationQueue />
    </section>
  )
}

function ReportCard({
  report,
  community,
  status,
}: {
  report: ReportedTarget
  community: Community | null
  status: Report['status']
}) {
  const moderate = useModerate()
  const { showToast } = useToast()
  const done = (what: string) => ({
    onSuccess: () => showToast(what, { type: 'success' }),
    onError: (error: unknown) => showToast(errorMessage(error), { type: 'error' }),
  })
  const [note, setNote] = useState('')
  const noteId = useId()
  const base = { reportId: report.latestReportId, note }
  const open = status === 'open'
  return (
    <GlassCard padding="medium">
      <p className="proposal-page__meta">
        {t('moderation.queue.reporters', { count: report.reporterCount })} ·{' '}
        {report.reasons
          .map(({ reason, count }) =>
            t('moderation.queue.reasonCount', {
              reason: t(`moderation.queue.reason.${reason}`),
              count,
            }),
          )
          .join(', ')}{' '}
        · {formatDateTime(report.lastReportedAt)}
      </p>
      <p>
        {t(`moderation.queue.target.${report.targetKind}`)}
        {report.targetKind === 'post' && report.communityId && (
          <>
            {' '}
            ·{' '}
            <Link to={`/dao/${community?.slug ?? report.communityId}?post=${report.targetId}`}>
              {t('moderation.queue.openPost')}
            </Link>
          </>
        )}
      </p>
      {open && (
        <div className="inline-form">
          <label className="field__label" htmlFor={noteId}>
            {t('moderation.queue.reasonLabel')}
          </label>
          <input
            id={noteId}
            className="text-input"
            value={note}
            maxLength={MODERATION_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      )}
      {open && (
        <div className="inline-form__row">
          <Button
            size="small"
            variant="outline"
            disabled={moderate.isPending}
            onClick={() =>
              moderate.mutate({ action: 'dismiss', ...base }, done(t('moderation.queue.dismissed')))
            }
          >
            {t('moderation.queue.dismiss')}
          </Button>
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
                  done(t('moderation.queue.hidden')),
                )
              }
            >
              {t('moderation.queue.hide')}
            </Button>
          )}
          {report.targetKind === 'person' && !community && (
            <Button
              size="small"
              disabled={moderate.isPending}
              onClick={() =>
                moderate.mutate(
                  { action: 'suspend', userId: report.targetId, ...base },
                  done(t('moderation.queue.suspended')),
                )
              }
            >
              {t('moderation.queue.suspend')}
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
                    done(t('moderation.queue.removed')),
                  )
                }
              >
                {t('moderation.queue.remove')}
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
                    done(t('moderation.queue.banned', { days: BAN_DAYS })),
                  )
                }
              >
                {t('moderation.queue.ban', { days: BAN_DAYS })}
              </Button>
            </>
          )}
        </div>
      )}
    </GlassCard>
  )
}
