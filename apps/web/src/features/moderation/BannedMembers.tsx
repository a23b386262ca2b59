import type { BannedMember, Community } from '@agora/domain'
import { useState } from 'react'
import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { displayName } from '../../lib/shortAddress.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useBannedMembers, useUnban } from './bannedMembersData.ts'
import './BannedMembers.css'

/** Who the moderators keep out of the community now, each with Unban (asked first). */
export function BannedMembers({ community }: { community: Community }) {
  const bans = useBannedMembers(community.id)
  const unban = useUnban(community.id)
  const { showToast } = useToast()
  const [confirming, setConfirming] = useState<BannedMember | null>(null)
  const rows = bans.data?.pages.flatMap((page) => page.data) ?? []

  const lift = (ban: BannedMember) =>
    unban.mutate(keyed({ userId: ban.person.id }), {
      onSuccess: () => {
        setConfirming(null)
        showToast(t('moderation.bans.unbanned', { name: displayName(ban.person) }), {
          type: 'success',
        })
      },
      onError: (error) => showToast(errorMessage(error), { type: 'error' }),
    })

  return (
    <section className="community-proposals" aria-labelledby="banned-members-title">
      <h2 id="banned-members-title" className="section-title">
        {t('moderation.bans.title')}
      </h2>
      {bans.isError ? (
        <LoadError
          title={t('moderation.bans.loadError')}
          error={bans.error}
          onRetry={() => void bans.refetch()}
        />
      ) : bans.isPending ? (
        <p role="status">{t('moderation.bans.loading')}</p>
      ) : rows.length === 0 ? (
        <EmptyState icon="shieldCheck" title={t('moderation.bans.empty')}>
          {t('moderation.bans.emptyBody')}
        </EmptyState>
      ) : (
        <>
          <ul
            className="proposal-list"
            aria-label={t('moderation.bans.label', { name: community.name })}
          >
            {rows.map((ban) => (
              <li key={ban.person.id}>
                <BanCard ban={ban} onUnban={() => setConfirming(ban)} />
              </li>
            ))}
          </ul>
          {bans.hasNextPage && (
            <Button
              variant="outline"
              size="small"
              disabled={bans.isFetchingNextPage}
              onClick={() => void bans.fetchNextPage()}
            >
              {t('moderation.bans.more')}
            </Button>
          )}
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('moderation.bans.confirmTitle', { name: displayName(confirming.person) })}
          confirmLabel={t('moderation.bans.unban')}
          confirmDisabled={unban.isPending}
          onConfirm={() => lift(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('moderation.bans.confirmBody', { community: community.name })}</p>
        </ConfirmDialog>
      )}
    </section>
  )
}

function BanCard({ ban, onUnban }: { ban: BannedMember; onUnban: () => void }) {
  const name = displayName(ban.person)
  return (
    <GlassCard padding="medium">
      <p className="banned-member__who">
        <Avatar user={ban.person} size={24} /> <bdi>{name}</bdi>
      </p>
      <p className="proposal-page__meta">
        {t('moderation.bans.until', { until: formatDateTime(ban.until) })} ·{' '}
        {ban.bannedBy
          ? t('moderation.log.by', { handle: ban.bannedBy.handle })
          : t('moderation.log.byGone')}
      </p>
      {ban.reason && <p>{t('moderation.log.reason', { reason: ban.reason })}</p>}
      <Button
        size="small"
        variant="outline"
        aria-label={t('moderation.bans.unbanPerson', { name })}
        onClick={onUnban}
      >
        {t('moderation.bans.unban')}
      </Button>
    </GlassCard>
  )
}
