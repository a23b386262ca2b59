import { Link, NavLink, useParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { DashboardSummary } from './DashboardSummary.tsx'
import { useSellerData, useSellerWarmUp } from './data.ts'
import { ProfileForm } from './ProfileForm.tsx'
import { SellerAnalytics } from './SellerAnalytics.tsx'
import { SellerAnalyticsReport } from './SellerAnalyticsReport.tsx'
import { SellerListings } from './SellerListings.tsx'
import { SellerNotifications } from './SellerNotifications.tsx'
import { SellerOrders } from './SellerOrders.tsx'
import '../../ui/fields.css'
import '../marketplace/Listings.css'
import './Seller.css'

const SECTIONS = [
  ['', 'sellers.section.dashboard'],
  ['listings', 'sellers.section.listings'],
  ['orders', 'sellers.section.orders'],
  ['notifications', 'sellers.section.notifications'],
  ['analytics', 'sellers.section.analytics'],
  ['profile', 'sellers.section.profile'],
] as const

/** The seller's own area, one section per route under /sell. */
export function SellerArea() {
  return (
    <RequireSession title={t('sellers.area.title')}>
      <SellerSections />
    </RequireSession>
  )
}

function SellerSections() {
  const { user } = useAuth()
  const { section = '' } = useParams()
  const address = user?.address ?? undefined
  useSellerWarmUp(address)
  if (!address) {
    return (
      <EmptyState icon="lock" title={t('sellers.area.noWallet.title')}>
        {t('sellers.area.noWallet.body')}
      </EmptyState>
    )
  }
  return (
    <div className="view seller-area">
      <header className="view__header market-header">
        <div>
          <h1>{t('sellers.area.heading')}</h1>
          <p>
            {richMessage('sellers.area.store', {
              link: <Link to={`/store/${address}`}>{t('sellers.area.publicPage')}</Link>,
            })}
          </p>
        </div>
        <Link className="button button--gradient button--medium" to="/sell/listings/new">
          {t('sellers.area.listItem')}
        </Link>
      </header>
      <nav className="seller-tabs" aria-label={t('sellers.area.nav')}>
        {SECTIONS.map(([path, label]) => (
          <NavLink
            key={path}
            to={path ? `/sell/${path}` : '/sell'}
            end
            className="seller-tabs__tab"
          >
            {t(label)}
          </NavLink>
        ))}
      </nav>
      {section === '' && (
        <>
          <DashboardSummary address={address} />
          <SellerAnalytics address={address} />
        </>
      )}
      {section === 'listings' && <SellerListings address={address} />}
      {section === 'orders' && <SellerOrders address={address} />}
      {section === 'notifications' && <SellerNotifications address={address} />}
      {section === 'analytics' && <SellerAnalyticsReport address={address} />}
      {section === 'profile' && <ProfileSection address={address} />}
    </div>
  )
}

function ProfileSection({ address }: { address: string }) {
  const profile = useSellerData('profile', address)
  if (profile.isPending) return null
  if (profile.isError) return <p className="field__error">{t('sellers.profile.loadError')}</p>
  return <ProfileForm profile={profile.data} />
}
