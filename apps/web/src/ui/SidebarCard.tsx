import type { ComponentProps, ReactNode } from 'react'
import { GlassCard } from './GlassCard.tsx'
import { Icon, type IconName } from './Icon.tsx'
import { SidebarList } from './SidebarList.tsx'

/** A card of the right sidebar: a titled section around a `SidebarList`, with an optional link under it. */
export function SidebarCard({
  titleId,
  icon,
  title,
  footer,
  ...list
}: ComponentProps<typeof SidebarList> & {
  titleId: string
  icon: IconName
  title: string
  footer?: ReactNode
}) {
  return (
    <GlassCard as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className="sidebar-card__title">
        <Icon name={icon} size={16} /> {title}
      </h2>
      <SidebarList {...list} />
      {footer}
    </GlassCard>
  )
}
