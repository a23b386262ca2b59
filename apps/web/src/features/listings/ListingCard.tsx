import type { Listing } from '@agora/domain'
import { Link } from 'react-router'
import { formatViews } from '../../lib/formatViews.ts'
import { formatAmount } from '../../lib/money.ts'
import { TrustBadge } from '../../ui/TrustBadge.tsx'
import { CATEGORY_LABELS } from './categories.ts'

/** A listing in a grid: image, title, price, badges and its statistics. */
export function ListingCard({ listing }: { listing: Listing }) {
  const image = listing.images[0]
  return (
    <li className="listing-card">
      <Link to={`/market/${listing.id}`} className="listing-card__link">
        <div className="listing-card__media">
          {image ? (
            <img src={image.url} alt="" loading="lazy" />
          ) : (
            <span aria-hidden="true">{listing.title.slice(0, 1)}</span>
          )}
        </div>
        <div className="listing-card__body">
          <span className="listing-card__category">{CATEGORY_LABELS[listing.category]}</span>
          <h3 className="listing-card__title">{listing.title}</h3>
          <strong className="listing-card__price">
            {formatAmount(listing.priceAmount, listing.currency)}
          </strong>
          <TrustBadge badges={listing.trustBadges} layout="inline" size="small" />
          <span className="listing-card__stats">
            {formatViews(listing.stats.views)} views · {listing.stats.favorites} favourites
            {listing.stats.sales > 0 && ` · ${listing.stats.sales} sold`}
          </span>
        </div>
      </Link>
    </li>
  )
}
