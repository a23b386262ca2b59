import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { SidebarCard } from '../../ui/SidebarCard.tsx'
import { CommunityMark } from '../../ui/SidebarNavItem.tsx'
import { communityHref } from './CommunityLink.tsx'
import { useCommunities } from './data.ts'
import { memberCountText } from './memberCountText.ts'

/** The five communities with the most members. */
export function TrendingCommunities() {
  const list = useCommunities({ limit: 5 })
  const communities = list.data?.pages[0]?.data.slice(0, 5) ?? []
  return (
    <SidebarCard
      titleId="trending-communities-title"
      icon="users"
      title={t('communities.trending.title')}
      query={list}
      count={communities.length}
      what={t('communities.trending.what')}
      empty={t('communities.trending.empty')}
      fitWhenLoaded
      footer={
        <Link className="sidebar-card__more" to="/?tab=communities">
          {t('communities.trending.discover')}
        </Link>
      }
    >
      {communities.map((community) => (
        <li key={community.id}>
          <Link className="sidebar-item sidebar-item--row" to={communityHref(community.slug)}>
            <CommunityMark name={community.name} />
            <span className="sidebar-item__text">
              <bdi className="sidebar-item__title sidebar-item__title--single">
                {community.name}
              </bdi>
              <span className="sidebar-item__meta">{memberCountText(community.memberCount)}</span>
            </span>
          </Link>
        </li>
      ))}
    </SidebarCard>
  )
}
