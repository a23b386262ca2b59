import type { ShimmerSpeed } from '@agora/domain'
import { GlassCard } from './GlassCard.tsx'
import { Skeleton } from './Skeleton.tsx'

/** Placeholder with the geometry of a profile card: avatar, name, address, bio. */
export function ProfileCardSkeleton({ speed = 'normal' }: { speed?: ShimmerSpeed }) {
  return (
    <GlassCard aria-hidden="true">
      <div className="skeleton-card__row">
        <Skeleton shape="circle" width="3.5rem" height="3.5rem" speed={speed} />
        <div className="skeleton-card__lines">
          <Skeleton width="50%" height="0.875rem" speed={speed} />
          <Skeleton width="34%" height="0.625rem" speed={speed} />
        </div>
      </div>
      <div className="skeleton-card__body">
        <Skeleton width="92%" speed={speed} />
        <Skeleton width="70%" speed={speed} />
      </div>
    </GlassCard>
  )
}
