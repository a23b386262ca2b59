import { Link } from 'react-router'
import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { Button } from '../../ui/Button.tsx'
import { cx } from '../../ui/cx.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { useSellerData } from './data.ts'
import { useMarkNotificationsRead } from './mutations.ts'

export function SellerNotifications({ address }: { address: string }) {
  const notifications = useSellerData('notifications', address)
  const markRead = useMarkNotificationsRead(address)
  if (notifications.isPending) return <Skeleton shape="block" height="6rem" />
  if (notifications.isError)
    return <p className="field__error">{t('sellers.notifications.loadError')}</p>
  const unread = notifications.data.filter((entry) => !entry.read)
  if (notifications.data.length === 0)
    return (
      <EmptyState icon="inbox" title={t('sellers.notifications.empty.title')}>
        {t('sellers.notifications.empty.body')}
      </EmptyState>
    )
  return (
    <div className="seller-notifications">
      <Button
        variant="outline"
        size="small"
        disabled={unread.length === 0 || markRead.isPending}
        onClick={() => markRead.mutate('all')}
      >
        {t('sellers.notifications.markAll', { count: unread.length })}
      </Button>
      <ul className="order-list" aria-label={t('sellers.notifications.label')}>
        {notifications.data.map((entry) => (
          <li key={entry.id} className={cx('notification', !entry.read && 'notification--unread')}>
            <Link to={`/orders/${entry.orderId}`}>{entry.message}</Link>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            {!entry.read && (
              <Button variant="ghost" size="small" onClick={() => markRead.mutate([entry.id])}>
                {t('sellers.notifications.markRead')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
