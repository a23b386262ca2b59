import type { ReactNode } from 'react'
import { GlassCard } from './GlassCard.tsx'
import { Icon, type IconName } from './Icon.tsx'
import './EmptyState.css'

interface EmptyStateProps {
  icon: IconName
  title: string
  children?: ReactNode
  action?: ReactNode
}

/** What a list shows when it has nothing in it yet. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <GlassCard className="empty-state" padding="large" animate>
      <span className="empty-state__icon" aria-hidden="true">
        <Icon name={icon} size={26} />
      </span>
      <h2 className="empty-state__title">{title}</h2>
      {children && <p className="empty-state__text">{children}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </GlassCard>
  )
}
