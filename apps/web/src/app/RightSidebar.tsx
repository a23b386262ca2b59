import { TRUST_BADGES, type TrustBadgeKind } from '@agora/domain'
import { ServerStatus } from '../features/status/ServerStatus.tsx'
import { GlassCard } from '../ui/GlassCard.tsx'
import { Icon } from '../ui/Icon.tsx'
import { TrustBadge } from '../ui/TrustBadge.tsx'
import './RightSidebar.css'

const ALL_BADGES = Object.keys(TRUST_BADGES) as TrustBadgeKind[]

/** Secondary column: what Agora is, how trust works, and whether the service is up. */
export function RightSidebar() {
  return (
    <aside className="right-sidebar fade-in" aria-label="About Agora">
      <GlassCard as="section" aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="sidebar-card__title">
          <Icon name="sparkles" size={16} /> Welcome to Agora
        </h2>
        <p className="sidebar-card__text">
          A social feed, communities run as DAOs, messages and a marketplace, for people with a
          crypto wallet.
        </p>
      </GlassCard>
      <GlassCard as="section" aria-labelledby="trust-title">
        <h2 id="trust-title" className="sidebar-card__title">
          <Icon name="shieldCheck" size={16} /> Trust on Agora
        </h2>
        <p className="sidebar-card__text">Marketplace listings show the badges they have earned.</p>
        <TrustBadge badges={ALL_BADGES} size="small" className="sidebar-card__badges" />
      </GlassCard>
      <ServerStatus />
    </aside>
  )
}
