import type { InboxNotification } from '@agora/domain'
import { Link } from 'react-router'
import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { displayName } from '../../lib/shortAddress.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useUser } from '../../lib/useUser.ts'
import { cx } from '../../ui/cx.ts'
import { usePost } from '../posts/data.ts'
import { postHref } from '../posts/postHref.ts'
import { NotificationSubject } from './NotificationSubject.tsx'
import { actorIdOf, notificationText, plainHref, postIdOf } from './notificationText.ts'

/** One notification: what happened, who did it, and a link to what it is about. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: InboxNotification
  onOpen: (notification: InboxNotification) => void
}) {
  const actorId = actorIdOf(notification)
  const actor = useUser(actorId).data
  const postId = postIdOf(notification)
  const post = usePost(postId).data
  const { openUser } = useModalTargets()
  const text = notificationText(
    notification,
    actor ? displayName(actor) : t('notifications.item.someone'),
  )
  const unread = notification.readAt === null
  // a post that is gone still leads to its link, which says it is gone
  const href = plainHref(notification) ?? (postId ? postHref(postId, post?.communityId) : null)
  const content = (
    <>
      <span className="notification-item__text">{text}</span>
      <NotificationSubject notification={notification} post={post} />
      <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
    </>
  )
  return (
    <li className={cx('notification-item', unread && 'notification-item--unread')}>
      {notification.kind === 'follower' && actor?.address ? (
        <button
          type="button"
          className="notification-item__link"
          onClick={() => {
            onOpen(notification)
            if (actor.address) openUser(actor.address)
          }}
        >
          {content}
        </button>
      ) : href ? (
        <Link className="notification-item__link" to={href} onClick={() => onOpen(notification)}>
          {content}
        </Link>
      ) : (
        <span className="notification-item__link">{content}</span>
      )}
      {unread && (
        <span
          className="notification-item__dot"
          role="img"
          aria-label={t('notifications.item.unread')}
        />
      )}
    </li>
  )
}
