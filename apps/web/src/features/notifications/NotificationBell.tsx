import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { Icon } from '../../ui/Icon.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { useUnreadNotifications } from './unreadNotifications.ts'

/** The header's bell: the inbox, with how many notifications are unread. */
export function NotificationBell() {
  const auth = useAuth()
  const signedIn = auth.isAuthenticated && !auth.isOfflineSession
  const unread = useUnreadNotifications(signedIn)
  if (!signedIn) return null
  const label = unread
    ? t('notifications.bell.unread', { count: unread })
    : t('notifications.title')
  return (
    <Link to="/notifications" className="notification-bell" aria-label={label} title={label}>
      <Icon name="bell" />
      {unread ? (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  )
}
