import { t } from '../../i18n/i18n.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'

export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    // the status wraps the list: a list given another role leaves its items orphaned
    <div role="status" aria-label={t('listings.grid.loading')}>
      <ul className="listing-grid">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="listing-card listing-card--skeleton">
            <Skeleton shape="block" height="10rem" />
            <div className="listing-card__body">
              <Skeleton width="40%" />
              <Skeleton width="80%" />
              <Skeleton width="30%" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
