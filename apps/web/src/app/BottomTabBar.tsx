import { Link, useLocation } from 'react-router'
import { useAuth } from '../features/auth/useAuth.ts'
import { useUnreadMessages } from '../features/messages/unreadMessages.ts'
import { useNavigation } from '../lib/useNavigation.ts'
import { ActionIcon } from '../ui/ActionIcon.tsx'
import { Icon, type IconName } from '../ui/Icon.tsx'
import { UnreadBadge } from '../ui/UnreadBadge.tsx'
import { useCreatePost } from './useCreatePost.ts'
import './BottomTabBar.css'
import { t } from '../i18n/i18n.ts'

/**
 * Phones: the main places under the thumb, each a 44 px target, in place of the icon rail.
 * "Menu" opens the full navigation (communities, quick actions) as a drawer.
 */
export function BottomTabBar() {
  const navigation = useNavigation()
  const auth = useAuth()
  const { pathname } = useLocation()
  const createPost = useCreatePost()
  const unread = useUnreadMessages(auth.isAuthenticated && !auth.isOfflineSession)
  const drawerOpen = !navigation.sidebarCollapsed
  const closeDrawer = () => navigation.setSidebarCollapsed(true)

  return (
    <nav className="bottom-tabs" aria-label={t('app.tabs.label')}>
      <Tab
        to="/"
        label={t('app.tabs.home')}
        icon="home"
        active={pathname === '/' && !drawerOpen}
        onClick={closeDrawer}
      />
      <Tab
        to="/market"
        label={t('app.tabs.market')}
        icon="sparkles"
        active={pathname.startsWith('/market') && !drawerOpen}
        onClick={closeDrawer}
      />
      <button
        type="button"
        className="bottom-tab"
        onClick={() => {
          closeDrawer()
          createPost()
        }}
      >
        <ActionIcon name="edit" size={22} />
        <span>{t('app.tabs.post')}</span>
      </button>
      <Tab
        to="/messages"
        label={t('app.tabs.messages')}
        icon="message"
        active={pathname.startsWith('/messages') && !drawerOpen}
        onClick={closeDrawer}
        badge={unread}
      />
      <button
        type="button"
        className="bottom-tab"
        aria-expanded={drawerOpen}
        onClick={navigation.toggleSidebar}
      >
        <Icon name={drawerOpen ? 'x' : 'menu'} size={22} />
        <span>{drawerOpen ? t('common.close') : t('app.tabs.menu')}</span>
      </button>
    </nav>
  )
}

function Tab({
  to,
  label,
  icon,
  active,
  onClick,
  badge,
}: {
  to: string
  label: string
  icon: IconName
  active: boolean
  onClick: () => void
  badge?: number
}) {
  return (
    <Link
      to={to}
      className="bottom-tab"
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      <Icon name={icon} size={22} />
      <span>{label}</span>
      {badge ? <UnreadBadge count={badge} className="bottom-tab__badge" /> : null}
    </Link>
  )
}
