import type { Community } from '@agora/domain'
import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { useMyBan } from './data.ts'

/** Tells a signed-in person outside the community why and until when they are banned. */
export function BanNotice({ community }: { community: Community }) {
  const auth = useAuth()
  const ban = useMyBan(community.id, auth.isAuthenticated && community.viewerRole === null)
  if (!ban.data) return null
  return (
    <GlassCard padding="medium">
      <div role="status" aria-labelledby="ban-notice-title">
        <h2 id="ban-notice-title" className="section-title">
          {t('moderation.ban.title')}
        </h2>
        <p>{t('moderation.ban.until', { until: formatDateTime(ban.data.until) })}</p>
        {ban.data.reason && <p>{t('moderation.ban.reason', { reason: ban.data.reason })}</p>}
      </div>
    </GlassCard>
  )
}
