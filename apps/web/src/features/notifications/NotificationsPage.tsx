import type { InboxNotification } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useInbox, useMarkRead } from './data.ts'
import { NotificationItem } from './NotificationItem.tsx'
import './Notifications.css'

/** `/notifications`: one inbox for every kind, newest first. */
export function NotificationsPage() {
  return (
    <RequireSession title={t('notifications.title')}>
      <Inbox />
    </RequireSession>
  )
}

function Inbox() {
  const inbox = useInbox()
  const markRead = useMarkRead()
  const unreadCount = inbox.data?.pages[0]?.unreadCount ?? 0
  const open = (notification: InboxNotification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] })
  }
  const notifications = inbox.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <div className="view">
      <header className="view__header notifications__header">
        <div>
          <h1>{t('notifications.title')}</h1>
          <p>
            {unreadCount
              ? t('notifications.page.unread', { count: unreadCount })
              : t('notifications.page.caughtUp')}{' '}
            <Link to="/account/preferences">{t('notifications.page.preferencesLink')}</Link>
          </p>
        </div>
        <Button
          variant="outline"
          size="small"
          icon="check"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('notifications.page.markAllRead')}
        </Button>
      </header>
      {inbox.isPending ? (
        <div role="status" aria-label={t('notifications.page.loading')}>
          <Skeleton shape="block" height="3rem" />
          <Skeleton shape="block" height="3rem" />
        </div>
      ) : inbox.isError ? (
        <LoadError
          title={t('notifications.page.loadError')}
          error={inbox.error}
          onRetry={() => void inbox.refetch()}
        />
      ) : notifications.length === 0 ? (
        <EmptyState icon="bell" title={t('notifications.page.empty.title')}>
          {t('notifications.page.empty.body')}
        </EmptyState>
      ) : (
        <ul className="notification-list" aria-label={t('notifications.title')}>
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
      )}
      {inbox.hasNextPage && (
        <Button
          variant="ghost"
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {t('notifications.page.older')}
        </Button>
      )}
    </div>
  )
}
