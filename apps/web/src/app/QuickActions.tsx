import type { QuickAction } from '@agora/domain'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useAuth } from '../features/auth/useAuth.ts'
import { useUnreadMessages } from '../features/messages/unreadMessages.ts'
import { t } from '../i18n/i18n.ts'
import { useNavigation } from '../lib/useNavigation.ts'
import { ActionIcon } from '../ui/ActionIcon.tsx'
import { Icon } from '../ui/Icon.tsx'
import { NavItem } from '../ui/SidebarNavItem.tsx'
import { useCreatePost } from './useCreatePost.ts'

/** The quick actions of the navigation preferences, in the user's order (spec §3). */
export function QuickActions({
  discovering,
  collapsed,
  onNavigate,
}: {
  discovering: boolean
  collapsed: boolean
  onNavigate: () => void
}) {
  const navigation = useNavigation()
  const auth = useAuth()
  const { preferences } = navigation
  const { pathname } = useLocation()
  const unread = useUnreadMessages(auth.isAuthenticated && !auth.isOfflineSession)

  const openComposerHere = useCreatePost()
  const createPost = () => {
    onNavigate()
    openComposerHere()
  }

  const items: Record<QuickAction, ReactNode> = {
    createPost: (
      <li key="createPost">
        <button
          type="button"
          className="nav-item nav-item--button"
          title={collapsed ? t('app.quickActions.createPost') : undefined}
          onClick={createPost}
        >
          <ActionIcon name="edit" size={20} />
          <span className="nav-item__label">{t('app.quickActions.createPost')}</span>
        </button>
      </li>
    ),
    discoverCommunities: (
      <NavItem
        key="discoverCommunities"
        to="/?tab=communities"
        label={t('app.quickActions.discover')}
        icon={<ActionIcon name="compass" size={20} />}
        active={discovering}
        collapsed={collapsed}
        onNavigate={onNavigate}
      />
    ),
    messages: (
      <NavItem
        key="messages"
        to="/messages"
        label={t('app.quickActions.messages')}
        icon={<Icon name="message" />}
        active={pathname.startsWith('/messages')}
        collapsed={collapsed}
        onNavigate={onNavigate}
        badge={unread}
      />
    ),
  }

  return (
    <>
      <h2 className="sidebar-heading">{t('app.quickActions.title')}</h2>
      <ul className="nav-list" aria-label={t('app.quickActions.title')}>
        {preferences.quickActions.map((action) => items[action])}
      </ul>
    </>
  )
}
