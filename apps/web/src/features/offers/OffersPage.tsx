import { useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FeedTabs } from '../../ui/FeedTabs.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { type OfferRole, useOffers } from './data.ts'
import { OfferRow } from './OfferRow.tsx'
import '../orders/Orders.css'
import './Offers.css'

/** Offers the person made as a buyer, and offers on their listings as a seller. */
export function OffersPage() {
  return (
    <RequireSession title={t('offers.page.title')}>
      <Offers />
    </RequireSession>
  )
}

function Offers() {
  const { isAuthenticated } = useAuth()
  const [params, setParams] = useSearchParams()
  const role: OfferRole = params.get('role') === 'seller' ? 'seller' : 'buyer'
  const offers = useOffers(role, isAuthenticated)
  const label = role === 'buyer' ? t('offers.page.made') : t('offers.page.received')
  return (
    <div className="view">
      <header className="view__header">
        <h1>{t('offers.page.title')}</h1>
        <p>{t('offers.page.intro')}</p>
      </header>
      <FeedTabs
        label={t('offers.page.title')}
        value={role}
        onChange={(next) => setParams(next === 'seller' ? { role: 'seller' } : {})}
        tabs={[
          { id: 'buyer', label: t('offers.page.made') },
          { id: 'seller', label: t('offers.page.received') },
        ]}
      />
      {offers.isPending && (
        <div role="status" aria-label={t('offers.page.loading')} className="offer-list">
          <Skeleton shape="block" height="6rem" />
          <Skeleton shape="block" height="6rem" />
        </div>
      )}
      {offers.isError && (
        <LoadError
          title={t('offers.page.loadError')}
          error={offers.error}
          onRetry={() => void offers.refetch()}
        />
      )}
      {offers.data?.length === 0 && (
        <EmptyState icon="inbox" title={t('offers.page.empty')}>
          {role === 'buyer' ? t('offers.page.emptyBuyer') : t('offers.page.emptySeller')}
        </EmptyState>
      )}
      {offers.data && offers.data.length > 0 && (
        <ul className="offer-list" aria-label={label}>
          {offers.data.map((offer) => (
            <OfferRow key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
    </div>
  )
}
