import { t } from '../../i18n/i18n.ts'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'

/** Placeholders with the geometry of community cards. */
export function CommunityListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul className="community-list" role="status" aria-label={t('communities.skeleton.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <GlassCard as="li" key={index} className="community-card" aria-hidden="true">
          <Skeleton shape="block" width="2.75rem" height="2.75rem" />
          <div className="community-card__text">
            <Skeleton width="40%" height="0.875rem" />
            <Skeleton width="25%" height="0.625rem" />
            <Skeleton width="85%" />
          </div>
        </GlassCard>
      ))}
    </ul>
  )
}
