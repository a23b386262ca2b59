import type { InboxNotification } from '@agora/domain'
import { Link } from 'react-router'
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
    <RequireSession title="Notifications">
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
          <h1>Notifications</h1>
          <p>
            {unreadCount ? `${unreadCount} unread` : 'You are all caught up.'}{' '}
            <Link to="/account/preferences">Choose what you hear about</Link>
          </p>
        </div>
        <Button
          variant="outline"
          size="small"
          icon="check"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </Button>
      </header>
      {inbox.isPending ? (
        <div role="status" aria-label="Loading notifications">
          <Skeleton shape="block" height="3rem" />
          <Skeleton shape="block" height="3rem" />
        </div>
      ) : inbox.isError ? (
        <LoadError
          title="Could not load notifications"
          error={inbox.error}
          onRetry={() => void inbox.refetch()}
        />
      ) : notifications.length === 0 ? (
        <EmptyState icon="bell" title="No notifications yet">
          Replies, mentions, reactions, new followers and order updates show up here.
        </EmptyState>
      ) : (
        <ul className="notification-list" aria-label="Notifications">
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
          Older notifications
        </Button>
      )}
    </div>
  )
}
