import type { Community } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { communityHref } from './CommunityLink.tsx'
import { memberCountText } from './memberCountText.ts'

/** A community in a list: name, what it is about, its size, and join or favourite. */
export function CommunityCard({ community }: { community: Community }) {
  const navigation = useNavigation()
  const auth = useAuth()
  const { openCommunityJoin } = useModalTargets()
  const favourite = navigation.preferences.favoriteCommunities.includes(community.id)

  return (
    <GlassCard as="li" className="community-card" hover>
      <span className="community-card__mark" aria-hidden="true">
        {community.name.slice(0, 1).toUpperCase()}
      </span>
      <div className="community-card__text">
        <Link className="community-card__name" to={communityHref(community.slug)}>
          <bdi>{community.name}</bdi>
        </Link>
        <p className="community-card__meta">
          {memberCountText(community.memberCount)}
          {community.viewerRole &&
            ` · ${t('communities.card.youAre', { role: community.viewerRole })}`}
        </p>
        <p className="community-card__description" dir="auto">
          {community.description}
        </p>
      </div>
      <div className="community-card__actions">
        <button
          type="button"
          className="star-button"
          aria-pressed={favourite}
          aria-label={
            favourite
              ? t('communities.favourite.remove', { name: community.name })
              : t('communities.favourite.add', { name: community.name })
          }
          title={t(
            favourite ? 'communities.favourite.removeTitle' : 'communities.favourite.addTitle',
          )}
          onClick={() => navigation.toggleFavoriteCommunity(community.id)}
        >
          <Icon name="star" size={18} filled={favourite} />
        </button>
        {!community.viewerRole && (
          <Button
            size="small"
            variant="outline"
            onClick={() =>
              auth.isAuthenticated ? openCommunityJoin(community.id) : auth.requestSignIn()
            }
          >
            {t('communities.join')}
          </Button>
        )}
      </div>
    </GlassCard>
  )
}
