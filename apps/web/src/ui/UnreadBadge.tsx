import { t } from '../i18n/i18n.ts'

/**
 * A link's unread count. Its words are part of the link's name ("Messages 3 unread"), so the
 * name begins with the text on screen, as speech input needs (WCAG 2.5.3).
 */
export function UnreadBadge({ count, className }: { count: number; className: string }) {
  return (
    <span className={className}>
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> {t('ui.navItem.unreadSuffix')}</span>
    </span>
  )
}
