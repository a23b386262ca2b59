import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { t } from '../i18n/i18n.ts'
import { cx } from './cx.ts'
import { UnreadBadge } from './UnreadBadge.tsx'

interface NavItemProps {
  to: string
  label: string
  active: boolean
  collapsed: boolean
  onNavigate: () => void
  icon: ReactNode
  /** a control beside the link, e.g. a favourite star; hidden while collapsed */
  aside?: ReactNode
  /** a count on the link, e.g. unread messages */
  badge?: number
}

/** A link in the left sidebar (styles in app/LeftSidebar.css). */
export function NavItem({
  to,
  label,
  active,
  collapsed,
  onNavigate,
  icon,
  aside,
  badge,
}: NavItemProps) {
  const counted = badge ? t('ui.navItem.unread', { label, count: badge }) : label
  return (
    <li className={cx(aside !== undefined && 'nav-row')}>
      <Link
        to={to}
        className={cx('nav-item', active && 'nav-item--active')}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? counted : undefined}
        onClick={onNavigate}
      >
        {icon}
        {/* a community's name is its members' text: isolated from what surrounds it */}
        <bdi className="nav-item__label">{label}</bdi>
        {badge ? <UnreadBadge count={badge} className="nav-item__badge" /> : null}
      </Link>
      {!collapsed && aside}
    </li>
  )
}

export function CommunityMark({ name }: { name: string }) {
  return (
    <span className="community-mark" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
