import { useQuery } from '@tanstack/react-query'
import { t } from '../../i18n/i18n.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { Icon } from '../../ui/Icon.tsx'
import { CommunityMark, NavItem } from '../../ui/SidebarNavItem.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { communityHref } from './CommunityLink.tsx'
import { communityQueryOptions, useCommunities } from './data.ts'

interface SectionProps {
  collapsed: boolean
  onNavigate: () => void
}

/** The left sidebar's favourite communities and, when signed in, the viewer's own. */
export function SidebarCommunities({
  signedIn,
  collapsed,
  onNavigate,
}: SectionProps & { signedIn: boolean }) {
  const favorites = useNavigation().preferences.favoriteCommunities
  return (
    <>
      <h2 className="sidebar-heading">{t('communities.sidebar.favourites')}</h2>
      {favorites.length > 0 ? (
        <ul className="nav-list" aria-label={t('communities.sidebar.favouritesLabel')}>
          {favorites.map((id) => (
            <FavouriteItem key={id} idOrSlug={id} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : (
        <p className="sidebar-hint">
          <Icon name="star" size={16} />
          <span>{t('communities.sidebar.favouritesHint')}</span>
        </p>
      )}
      {signedIn && <MyCommunities collapsed={collapsed} onNavigate={onNavigate} />}
    </>
  )
}

function StarButton({ id, name }: { id: string; name: string }) {
  const navigation = useNavigation()
  const favourite = navigation.preferences.favoriteCommunities.includes(id)
  return (
    <button
      type="button"
      className="nav-row__star"
      aria-pressed={favourite}
      aria-label={t(favourite ? 'communities.favourite.remove' : 'communities.favourite.add', {
        name,
      })}
      title={t(favourite ? 'communities.favourite.removeTitle' : 'communities.favourite.addTitle')}
      onClick={() => navigation.toggleFavoriteCommunity(id)}
    >
      <Icon name="star" size={16} filled={favourite} />
    </button>
  )
}

function FavouriteItem({ idOrSlug, collapsed, onNavigate }: SectionProps & { idOrSlug: string }) {
  const { activeCommunity } = useNavigation()
  // a favourite that no longer exists keeps its stored id as its label
  const community = useQuery(communityQueryOptions(idOrSlug)).data
  const name = community?.name ?? idOrSlug
  const active =
    activeCommunity !== null && [idOrSlug, community?.id, community?.slug].includes(activeCommunity)
  return (
    <NavItem
      to={communityHref(community?.slug ?? idOrSlug)}
      label={name}
      icon={<CommunityMark name={name} />}
      active={active}
      collapsed={collapsed}
      onNavigate={onNavigate}
      aside={<StarButton id={idOrSlug} name={name} />}
    />
  )
}

function MyCommunities({ collapsed, onNavigate }: SectionProps) {
  const { activeCommunity } = useNavigation()
  const mine = useCommunities({ member: true })
  const communities = mine.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <>
      <h2 className="sidebar-heading">{t('communities.sidebar.mine')}</h2>
      {mine.isPending ? (
        <div className="nav-list" role="status" aria-label={t('communities.sidebar.mineLoading')}>
          {[64, 48].map((width) => (
            <div key={width} className="nav-item nav-item--skeleton">
              <Skeleton shape="block" width="1.375rem" height="1.375rem" />
              <Skeleton className="nav-item__label" width={`${width}%`} />
            </div>
          ))}
        </div>
      ) : mine.isError ? (
        <p className="sidebar-hint" role="alert">
          <Icon name="alert" size={16} />
          <span>
            {t('communities.sidebar.mineError')}{' '}
            <button type="button" className="sidebar-retry" onClick={() => void mine.refetch()}>
              {t('common.retry')}
            </button>
          </span>
        </p>
      ) : communities.length === 0 ? (
        <p className="sidebar-hint">
          <Icon name="users" size={16} />
          <span>{t('communities.sidebar.mineEmpty')}</span>
        </p>
      ) : (
        <ul className="nav-list" aria-label={t('communities.sidebar.mine')}>
          {communities.map((community) => (
            <NavItem
              key={community.id}
              to={communityHref(community.slug)}
              label={community.name}
              icon={<CommunityMark name={community.name} />}
              active={activeCommunity === community.id || activeCommunity === community.slug}
              collapsed={collapsed}
              onNavigate={onNavigate}
              aside={<StarButton id={community.id} name={community.name} />}
            />
          ))}
        </ul>
      )}
    </>
  )
}
