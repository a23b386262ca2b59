import { Link, NavLink, useParams } from 'react-router'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { DashboardSummary } from './DashboardSummary.tsx'
import { useSellerData, useSellerWarmUp } from './data.ts'
import { ProfileForm } from './ProfileForm.tsx'
import { SellerAnalytics } from './SellerAnalytics.tsx'
import { SellerListings } from './SellerListings.tsx'
import { SellerNotifications } from './SellerNotifications.tsx'
import { SellerOrders } from './SellerOrders.tsx'
import '../../ui/fields.css'
import '../listings/Listings.css'
import './Seller.css'

const SECTIONS = [
  ['', 'Dashboard'],
  ['listings', 'Listings'],
  ['orders', 'Orders'],
  ['notifications', 'Notifications'],
  ['analytics', 'Analytics'],
  ['profile', 'Profile'],
] as const

/** The seller's own area, one section per route under /sell. */
export function SellerArea() {
  return (
    <RequireSession title="Sell">
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
      <EmptyState icon="lock" title="Link a wallet to sell">
        Sellers are known by their wallet address. Link one on your account page.
      </EmptyState>
    )
  }
  return (
    <div className="view seller-area">
      <header className="view__header market-header">
        <div>
          <h1>Seller dashboard</h1>
          <p>
            Your store: <Link to={`/store/${address}`}>public page</Link>
          </p>
        </div>
        <Link className="button button--gradient button--medium" to="/sell/listings/new">
          List an item
        </Link>
      </header>
      <nav className="seller-tabs" aria-label="Seller sections">
        {SECTIONS.map(([path, label]) => (
          <NavLink
            key={path}
            to={path ? `/sell/${path}` : '/sell'}
            end
            className="seller-tabs__tab"
          >
            {label}
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
      {section === 'analytics' && <SellerAnalytics address={address} />}
      {section === 'profile' && <ProfileSection address={address} />}
    </div>
  )
}

function ProfileSection({ address }: { address: string }) {
  const profile = useSellerData('profile', address)
  if (profile.isPending) return null
  if (profile.isError) return <p className="field__error">The profile could not be loaded.</p>
  return <ProfileForm profile={profile.data} />
}
