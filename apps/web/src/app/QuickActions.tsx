import type { QuickAction } from '@agora/domain'
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useAuth } from '../features/auth/useAuth.ts'
import { communityQueryOptions } from '../features/communities/data.ts'
import { useUnreadMessages } from '../features/messages/unreadMessages.ts'
import { useModalTargets } from '../lib/useModalTargets.ts'
import { useNavigation } from '../lib/useNavigation.ts'
import { ActionIcon } from '../ui/ActionIcon.tsx'
import { Icon } from '../ui/Icon.tsx'
import { NavItem } from '../ui/SidebarNavItem.tsx'

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
  const queryClient = useQueryClient()
  const { openComposer } = useModalTargets()
  const { activeCommunity, preferences } = navigation
  const { pathname } = useLocation()
  const unread = useUnreadMessages(auth.isAuthenticated && !auth.isOfflineSession)

  const createPost = () => {
    onNavigate()
    if (!auth.isAuthenticated) return auth.requestSignIn()
    const community = activeCommunity
      ? queryClient.getQueryData(communityQueryOptions(activeCommunity).queryKey)
      : undefined
    // post where the user is, when they may post there
    openComposer(community?.viewerRole ? community.id : null)
  }

  const items: Record<QuickAction, ReactNode> = {
    createPost: (
      <li key="createPost">
        <button
          type="button"
          className="nav-item nav-item--button"
          title={collapsed ? 'Create post' : undefined}
          onClick={createPost}
        >
          <ActionIcon name="edit" size={20} />
          <span className="nav-item__label">Create post</span>
        </button>
      </li>
    ),
    discoverCommunities: (
      <NavItem
        key="discoverCommunities"
        to="/?tab=communities"
        label="Discover"
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
        label="Messages"
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
      <h2 className="sidebar-heading">Quick actions</h2>
      <ul className="nav-list" aria-label="Quick actions">
        {preferences.quickActions.map((action) => items[action])}
      </ul>
    </>
  )
}
