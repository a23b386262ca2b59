import type { Listing } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { formatViews } from '../../lib/formatViews.ts'
import { formatAmount } from '../../lib/money.ts'
import { Ltr } from '../../ui/Ltr.tsx'
import { TrustBadge } from '../../ui/TrustBadge.tsx'
import { categoryLabel } from './categories.ts'
import { ListingPlaceholder } from './ListingPlaceholder.tsx'

/** A listing in a grid: image, title, price, badges and its statistics. */
export function ListingCard({ listing }: { listing: Listing }) {
  const image = listing.images[0]
  const { views, favorites, sales } = listing.stats
  // counts only when they say something: a new listing does not repeat '0 views'
  const stats = [
    views > 0 && t('listings.card.views', { views: formatViews(views), count: views }),
    favorites > 0 && t('listings.card.favourites', { count: favorites }),
    sales > 0 && t('listings.card.sold', { count: sales }),
  ].filter((stat): stat is string => typeof stat === 'string')
  return (
    <li className="listing-card">
      <Link to={`/market/${listing.id}`} className="listing-card__link">
        <div className="listing-card__media">
          {image ? (
            <img src={image.url} alt="" loading="lazy" />
          ) : (
            <ListingPlaceholder category={listing.category} />
          )}
        </div>
        <div className="listing-card__body">
          <span className="listing-card__category">{categoryLabel(listing.category)}</span>
          <h3 className="listing-card__title" dir="auto">
            {listing.title}
          </h3>
          <strong className="listing-card__price">
            <Ltr>{formatAmount(listing.priceAmount, listing.currency)}</Ltr>
          </strong>
          <TrustBadge badges={listing.trustBadges} layout="inline" size="small" />
          {stats.length > 0 && <span className="listing-card__stats">{stats.join(' · ')}</span>}
        </div>
      </Link>
    </li>
  )
}
