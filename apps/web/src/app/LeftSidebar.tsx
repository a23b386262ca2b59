import { useLocation, useSearchParams } from 'react-router'
import { useAuth } from '../features/auth/useAuth.ts'
import { communityHref } from '../features/communities/CommunityLink.tsx'
import { useCommunities, useCommunity } from '../features/communities/data.ts'
import { SidebarCommunities } from '../features/communities/SidebarCommunities.tsx'
import { useNavigation } from '../lib/useNavigation.ts'
import { ActionIcon } from '../ui/ActionIcon.tsx'
import { Icon } from '../ui/Icon.tsx'
import { CommunityMark, NavItem } from '../ui/SidebarNavItem.tsx'
import { BottomTabBar } from './BottomTabBar.tsx'
import { QuickActions } from './QuickActions.tsx'
import './LeftSidebar.css'
import { t } from '../i18n/i18n.ts'
import { RightColumnToggle } from './RightColumnToggle.tsx'

/**
 * Primary navigation: the feed, the market (with the viewer's orders and sales), quick actions,
 * favourite communities and the viewer's own.
 * On phones it is a drawer opened from the bottom tabs' "Menu".
 */
export function LeftSidebar() {
  const navigation = useNavigation()
  const auth = useAuth()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const { activeView, activeCommunity, sidebarCollapsed: collapsed, isMobile } = navigation
  const onHome = pathname === '/' && activeView === 'feed'
  const discovering = onHome && params.get('tab') === 'communities'
  // on mobile the expanded sidebar lies over the content: close it after a choice
  const onNavigate = () => {
    if (isMobile && !collapsed) navigation.setSidebarCollapsed(true)
  }

  return (
    <>
      {isMobile && <BottomTabBar />}
      <nav className="left-sidebar fade-in" aria-label={t('app.nav.main')}>
        <div className="left-sidebar__inner">
          <ul className="nav-list">
            <NavItem
              to="/"
              label={t('app.nav.home')}
              icon={<Icon name="home" />}
              active={onHome && !discovering}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
            <NavItem
              to="/market"
              label={t('app.nav.marketplace')}
              icon={<Icon name="sparkles" />}
              active={pathname.startsWith('/market')}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
            {auth.isAuthenticated && (
              <>
                <NavItem
                  to="/orders"
                  label={t('app.page.orders')}
                  icon={<ActionIcon name="package" size={20} />}
                  active={pathname.startsWith('/orders')}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
                <NavItem
                  to="/sell"
                  label={t('app.page.selling')}
                  icon={<ActionIcon name="tag" size={20} />}
                  active={pathname.startsWith('/sell')}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
                <NavItem
                  to="/bookmarks"
                  label={t('bookmarks.nav')}
                  icon={<Icon name="bookmark" />}
                  active={pathname.startsWith('/bookmarks')}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
              </>
            )}
            {activeCommunity && (
              <VisitedCommunity
                idOrSlug={activeCommunity}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            )}
          </ul>
          <QuickActions discovering={discovering} collapsed={collapsed} onNavigate={onNavigate} />
          <SidebarCommunities
            signedIn={auth.isAuthenticated}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
          <RightColumnToggle collapsed={collapsed} />
          <button
            type="button"
            className="nav-item left-sidebar__toggle"
            aria-label={collapsed ? t('app.nav.expandSidebar') : t('app.nav.collapseSidebar')}
            title={collapsed ? t('app.nav.expandSidebar') : undefined}
            aria-expanded={!collapsed}
            onClick={navigation.toggleSidebar}
          >
            <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
            <span className="nav-item__label" aria-hidden="true">
              {t('app.nav.collapse')}
            </span>
          </button>
        </div>
      </nav>
    </>
  )
}

/** The community being viewed, unless the sidebar lists it already. */
function VisitedCommunity({
  idOrSlug,
  collapsed,
  onNavigate,
}: {
  idOrSlug: string
  collapsed: boolean
  onNavigate: () => void
}) {
  const navigation = useNavigation()
  const community = useCommunity(idOrSlug).data
  const mine = useCommunities({ member: true }).data
  const ids = [idOrSlug, community?.id, community?.slug]
  const listed =
    ids.some((id) => id && navigation.preferences.favoriteCommunities.includes(id)) ||
    (mine?.pages.some((page) => page.data.some((c) => c.id === community?.id)) ?? false)
  if (listed) return null
  const name = community?.name ?? idOrSlug
  return (
    <NavItem
      to={communityHref(idOrSlug)}
      label={name}
      icon={<CommunityMark name={name} />}
      active
      collapsed={collapsed}
      onNavigate={onNavigate}
    />
  )
}
