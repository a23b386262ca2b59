import type { Listing } from '@agora/domain'
import { type ReactNode, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { formatViews } from '../../lib/formatViews.ts'
import { newMessageHref } from '../../lib/newMessageHref.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LinkedText } from '../../ui/LinkedText.tsx'
import { QueryResult } from '../../ui/QueryResult.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { TrustBadge } from '../../ui/TrustBadge.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { QuoteButton } from '../composer/QuoteButton.tsx'
import { HideRestoreButton } from '../moderation/HideRestoreButton.tsx'
import { ReportForm } from '../moderation/ReportForm.tsx'
import { PriceDisplay } from '../prices/PriceDisplay.tsx'
import { ReputationFacts } from '../reputation/ReputationFacts.tsx'
import { BuyBox } from './BuyBox.tsx'
import { CertifyListing } from './CertifyListing.tsx'
import { categoryLabel } from './categories.ts'
import { useFavoriteListing, useListing } from './data.ts'
import { ListingPlaceholder } from './ListingPlaceholder.tsx'
import '../../ui/fields.css'
import './Listings.css'

export type ListingPageProps = {
  /**
   * Who sells it (the route passes the sellers' card): the sellers' pages show listings,
   * so the marketplace does not import sellers back.
   */
  sellerCard: (sellerAddress: string) => ReactNode
}

/** One listing: pictures, price, trust badges, seller and the way to buy it. */
export function ListingPage({ sellerCard }: ListingPageProps) {
  const { listingId = '' } = useParams()
  const listing = useListing(listingId)
  return (
    <QueryResult
      query={listing}
      loadingLabel={t('marketplace.listing.loading')}
      errorTitle={t('marketplace.listing.loadError')}
      skeleton={
        <>
          <Skeleton shape="block" height="20rem" />
          <Skeleton width="60%" height="2rem" />
        </>
      }
    >
      {(data) => <ListingDetails listingId={listingId} data={data} sellerCard={sellerCard} />}
    </QueryResult>
  )
}

function ListingDetails({
  listingId,
  data,
  sellerCard,
}: { listingId: string; data: Listing } & ListingPageProps) {
  const auth = useAuth()
  const favorite = useFavoriteListing(listingId)
  const [imageIndex, setImageIndex] = useState(0)
  const [reporting, setReporting] = useState(false)
  const published = (useLocation().state as { published?: boolean } | null)?.published === true

  const image = data.images[imageIndex] ?? data.images[0]
  const isSeller = auth.user?.address?.toLowerCase() === data.sellerAddress.toLowerCase()
  return (
    <div className="view listing-page">
      <Link to="/market" className="back-link">
        <span className="back-arrow">←</span> {t('marketplace.listing.back')}
      </Link>
      {isSeller && published && (
        <GlassCard padding="medium" className="listing-published" role="status">
          <h2>{t('marketplace.listing.published')}</h2>
          <p>{t('marketplace.listing.publishedHint')}</p>
        </GlassCard>
      )}
      <div className="listing-page__grid">
        <div className="listing-gallery">
          <div className="listing-gallery__main">
            {image ? (
              <img src={image.url} alt={data.title} />
            ) : (
              <ListingPlaceholder category={data.category} />
            )}
          </div>
          {data.images.length > 1 && (
            <div className="listing-gallery__thumbs">
              {data.images.map((entry, index) => (
                <button
                  key={entry.id}
                  type="button"
                  aria-label={t('marketplace.listing.image', { number: index + 1 })}
                  aria-pressed={index === imageIndex}
                  onClick={() => setImageIndex(index)}
                >
                  <img src={entry.url} alt="" />
                </button>
              ))}
            </div>
          )}
        </div>
        <GlassCard padding="medium" className="listing-page__info">
          <span className="listing-card__category">{categoryLabel(data.category)}</span>
          <h1 className="listing-page__title" dir="auto">
            {data.title}
          </h1>
          <TrustBadge badges={data.trustBadges} />
          {data.daoApprovals.length > 0 && (
            <ul className="listing-page__approvals" aria-label={t('marketplace.listing.approvals')}>
              {data.daoApprovals.map((approval) => (
                <li key={approval.proposalId}>
                  {richMessage('marketplace.listing.approvedBy', {
                    community: (
                      <Link to={`/dao/${approval.communitySlug}`}>{approval.communityName}</Link>
                    ),
                    vote: (
                      <Link to={`/proposals/${approval.proposalId}`}>
                        {t('listings.approval.seeVote')}
                      </Link>
                    ),
                  })}
                </li>
              ))}
            </ul>
          )}
          <PriceDisplay
            cryptoPrice={Number(data.priceAmount)}
            cryptoSymbol={data.currency}
            size="large"
          />
          <p className="listing-page__stats">
            {t('marketplace.listing.stats', {
              views: formatViews(data.stats.views),
              viewCount: data.stats.views,
              favourites: data.stats.favorites,
              sales: data.stats.sales,
              stock: data.quantity,
            })}
          </p>
          <BuyBox listing={data} />
          <div className="listing-page__secondary">
            {auth.isAuthenticated && !isSeller && (
              <Button
                variant="outline"
                icon="heart"
                aria-pressed={data.viewerFavorited}
                disabled={favorite.isPending}
                onClick={() => favorite.mutate(!data.viewerFavorited)}
              >
                {data.viewerFavorited
                  ? t('marketplace.listing.favourited')
                  : t('marketplace.listing.favourite')}
              </Button>
            )}
            {auth.isAuthenticated && !isSeller && (
              <Link
                className="button button--outline button--medium"
                to={newMessageHref(data.sellerAddress, { listingId: data.id })}
              >
                {t('marketplace.listing.askSeller')}
              </Link>
            )}
            <QuoteButton
              target={{
                kind: 'listing',
                id: data.id,
                label: t('marketplace.listing.quoteLabel', { title: data.title }),
              }}
            />
            {isSeller && (
              <Link
                className="button button--outline button--medium"
                to={`/sell/listings/${data.id}/edit`}
              >
                {t('marketplace.listing.edit')}
              </Link>
            )}
            {auth.isAuthenticated && !isSeller && !data.removedByModerators && !reporting && (
              <Button variant="ghost" icon="alert" onClick={() => setReporting(true)}>
                {t('marketplace.listing.report')}
              </Button>
            )}
            {auth.isModerator && (
              <HideRestoreButton
                targetKind="listing"
                targetId={data.id}
                hidden={data.removedByModerators === true}
              />
            )}
          </div>
          {reporting && (
            <ReportForm
              targetKind="listing"
              targetId={data.id}
              onDone={() => setReporting(false)}
            />
          )}
          {sellerCard(data.sellerAddress)}
          <ReputationFacts address={data.sellerAddress} />
        </GlassCard>
      </div>
      {isSeller && <CertifyListing listing={data} showBadges={false} />}
      <GlassCard padding="medium">
        <h2 className="listing-page__subtitle">{t('marketplace.listing.description')}</h2>
        <p className="listing-page__description">
          {data.description ? (
            <LinkedText text={data.description} />
          ) : (
            t('marketplace.listing.noDescription')
          )}
        </p>
      </GlassCard>
    </div>
  )
}
