import type { ShimmerSpeed } from '@agora/domain'
import { GlassCard } from './GlassCard.tsx'
import { Skeleton } from './Skeleton.tsx'

/** Placeholder with the geometry of a PostCard. */
export function PostCardSkeleton({ speed = 'normal' }: { speed?: ShimmerSpeed }) {
  return (
    <GlassCard className="post-card-skeleton" aria-hidden="true">
      <div className="skeleton-card__row">
        <Skeleton shape="circle" width="2.5rem" height="2.5rem" speed={speed} />
        <div className="skeleton-card__lines">
          <Skeleton width="38%" speed={speed} />
          <Skeleton width="22%" height="0.625rem" speed={speed} />
        </div>
      </div>
      <div className="skeleton-card__body">
        <Skeleton width="96%" speed={speed} />
        <Skeleton width="88%" speed={speed} />
        <Skeleton width="64%" speed={speed} />
      </div>
      <div className="skeleton-card__footer">
        <Skeleton width="3.5rem" height="1.5rem" shape="block" speed={speed} />
        <Skeleton width="3.5rem" height="1.5rem" shape="block" speed={speed} />
      </div>
    </GlassCard>
  )
}
