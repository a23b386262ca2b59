import { navigationHref } from '@agora/domain'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cx } from '../ui/cx.ts'
import { Icon } from '../ui/Icon.tsx'
import { useNavigation } from './useNavigation.ts'
import './LeftSidebar.css'

interface NavItemProps {
  to: string
  label: string
  active: boolean
  collapsed: boolean
  onNavigate: () => void
  icon: ReactNode
}

function NavItem({ to, label, active, collapsed, onNavigate, icon }: NavItemProps) {
  return (
    <li>
      <Link
        to={to}
        className={cx('nav-item', active && 'nav-item--active')}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? label : undefined}
        onClick={onNavigate}
      >
        {icon}
        <span className="nav-item__label">{label}</span>
      </Link>
    </li>
  )
}

function CommunityMark({ id }: { id: string }) {
  return (
    <span className="community-mark" aria-hidden="true">
      {id.slice(0, 1).toUpperCase()}
    </span>
  )
}

const communityHref = (id: string) =>
  navigationHref({ activeView: 'community', activeCommunity: id, activePost: null }, 'dao')

/** Primary navigation: the feed, the community being viewed and the favourites. */
export function LeftSidebar() {
  const navigation = useNavigation()
  const { activeView, activeCommunity, sidebarCollapsed: collapsed, isMobile } = navigation
  const favorites = navigation.preferences.favoriteCommunities
  // on mobile the expanded sidebar lies over the content: close it after a choice
  const onNavigate = () => {
    if (isMobile && !collapsed) navigation.setSidebarCollapsed(true)
  }
  const visiting = activeCommunity !== null && !favorites.includes(activeCommunity)

  return (
    <nav className="left-sidebar fade-in" aria-label="Main">
      <div className="left-sidebar__inner">
        <ul className="nav-list">
          <NavItem
            to="/"
            label="Home"
            icon={<Icon name="home" />}
            active={activeView === 'feed'}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
          {visiting && (
            <NavItem
              to={communityHref(activeCommunity)}
              label={activeCommunity}
              icon={<CommunityMark id={activeCommunity} />}
              active
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          )}
        </ul>
        <h2 className="sidebar-heading">Favourites</h2>
        {favorites.length > 0 ? (
          <ul className="nav-list" aria-label="Favourite communities">
            {favorites.map((id) => (
              <NavItem
                key={id}
                to={communityHref(id)}
                label={id}
                icon={<CommunityMark id={id} />}
                active={activeCommunity === id}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        ) : (
          <p className="sidebar-hint">
            <Icon name="star" size={16} />
            <span>Favourite a community to pin it here.</span>
          </p>
        )}
        <button
          type="button"
          className="nav-item left-sidebar__toggle"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={collapsed ? 'Expand sidebar' : undefined}
          aria-expanded={!collapsed}
          onClick={navigation.toggleSidebar}
        >
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
          <span className="nav-item__label" aria-hidden="true">
            Collapse
          </span>
        </button>
      </div>
    </nav>
  )
}
