import type { Community, ModerationLogEntry } from '@agora/domain'
import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { useModerationLog } from './data.ts'

/** A community's public moderation log, newest first, older lines on request. */
export function ModerationLog({ community }: { community: Community }) {
  const log = useModerationLog(community.id)
  const entries = log.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <section className="community-proposals" aria-labelledby="moderation-log-title">
      <h2 id="moderation-log-title" className="section-title">
        {t('moderation.log.title')}
      </h2>
      <p>{t('moderation.log.intro')}</p>
      {log.isError ? (
        <LoadError
          title={t('moderation.log.loadError')}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : log.isPending ? (
        <p role="status">{t('moderation.log.loading')}</p>
      ) : entries.length === 0 ? (
        <EmptyState icon="shieldCheck" title={t('moderation.log.empty')}>
          {t('moderation.log.emptyBody')}
        </EmptyState>
      ) : (
        <>
          <ol
            className="proposal-list"
            aria-label={t('moderation.log.label', { name: community.name })}
          >
            {entries.map((entry) => (
              <li key={entry.id}>
                <LogLine entry={entry} />
              </li>
            ))}
          </ol>
          {log.hasNextPage && (
            <Button
              variant="outline"
              size="small"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {t('moderation.log.more')}
            </Button>
          )}
        </>
      )}
    </section>
  )
}

function LogLine({ entry }: { entry: ModerationLogEntry }) {
  const { label, kind } = entry.target
  const target =
    label === null
      ? t(`moderation.log.target.${kind}`)
      : kind === 'person'
        ? label
        : t('moderation.log.quoted', { label })
  return (
    <GlassCard padding="medium">
      <p>
        {t(`moderation.log.action.${entry.action}`, {
          target,
          until: entry.until ? formatDateTime(entry.until) : '',
          role: entry.role ?? '',
        })}
      </p>
      <p className="proposal-page__meta">
        {entry.actor
          ? t('moderation.log.by', { handle: entry.actor.handle })
          : t('moderation.log.byGone')}{' '}
        · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </p>
      {entry.reason && <p>{t('moderation.log.reason', { reason: entry.reason })}</p>}
    </GlassCard>
  )
}
