import { TrendingCommunities } from '../features/communities/TrendingCommunities.tsx'
import { TrendingPosts } from '../features/feed/TrendingPosts.tsx'
import { ServerStatus } from '../features/status/ServerStatus.tsx'
import { AboutAgora } from '../ui/AboutAgora.tsx'
import '../ui/SidebarCard.css'
import './RightSidebar.css'
import { useAuth } from '../features/auth/useAuth.ts'
import { t } from '../i18n/i18n.ts'

/** Secondary column: what Agora is, what is popular now, and whether the service is up. */
export function RightSidebar() {
  // the service's health is for the people who run it
  const { isAdmin } = useAuth()
  return (
    <aside className="right-sidebar fade-in" aria-label={t('app.about.label')}>
      <AboutAgora />
      <TrendingPosts />
      <TrendingCommunities />
      {isAdmin && <ServerStatus />}
    </aside>
  )
}
