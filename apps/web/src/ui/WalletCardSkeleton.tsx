import type { ShimmerSpeed } from '@agora/domain'
import { GlassCard } from './GlassCard.tsx'
import { Skeleton } from './Skeleton.tsx'

/** Placeholder for a wallet or stats card: a headline figure and three small stats. */
export function WalletCardSkeleton({ speed = 'normal' }: { speed?: ShimmerSpeed }) {
  return (
    <GlassCard aria-hidden="true">
      <Skeleton width="40%" height="0.625rem" speed={speed} />
      <div className="skeleton-card__body">
        <Skeleton width="60%" height="1.75rem" shape="block" speed={speed} />
      </div>
      <div className="skeleton-card__footer">
        <Skeleton width="30%" height="2.75rem" shape="block" speed={speed} />
        <Skeleton width="30%" height="2.75rem" shape="block" speed={speed} />
        <Skeleton width="30%" height="2.75rem" shape="block" speed={speed} />
      </div>
    </GlassCard>
  )
}
