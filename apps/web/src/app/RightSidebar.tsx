import { TrendingCommunities } from '../features/communities/TrendingCommunities.tsx'
import { TrendingPosts } from '../features/feed/TrendingPosts.tsx'
import { ServerStatus } from '../features/status/ServerStatus.tsx'
import { GlassCard } from '../ui/GlassCard.tsx'
import { Icon } from '../ui/Icon.tsx'
import './RightSidebar.css'
import { useAuth } from '../features/auth/useAuth.ts'
import { t } from '../i18n/i18n.ts'

/** Secondary column: what Agora is, what is popular now, and whether the service is up. */
export function RightSidebar() {
  // the service's health is for the people who run it
  const { isAdmin } = useAuth()
  return (
    <aside className="right-sidebar fade-in" aria-label={t('app.about.label')}>
      <GlassCard as="section" aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="sidebar-card__title">
          <Icon name="sparkles" size={16} /> {t('app.about.title')}
        </h2>
        <p className="sidebar-card__text">{t('app.about.text')}</p>
      </GlassCard>
      <TrendingPosts />
      <TrendingCommunities />
      {isAdmin && <ServerStatus />}
    </aside>
  )
}
