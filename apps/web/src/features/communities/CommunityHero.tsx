import type { Community } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { Button } from '../../ui/Button.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useMembership } from './data.ts'
import { memberCountText } from './memberCountText.ts'

/** The community's banner: name, size, the viewer's role, and join, leave or favourite. */
export function CommunityHero({
  requestedId,
  community,
}: {
  /** what the address asked for (id or slug): the title until the community is known */
  requestedId: string
  community: Community | undefined
}) {
  const navigation = useNavigation()
  const auth = useAuth()
  const { showToast } = useToast()
  const { openCommunityJoin, openComposer } = useModalTargets()
  const membership = useMembership()
  const favorites = navigation.preferences.favoriteCommunities
  const favouriteId = [community?.id, community?.slug, requestedId].find(
    (id) => id && favorites.includes(id),
  )
  const favourite = favouriteId !== undefined
  const title = community?.name ?? requestedId

  const toggleFavourite = () => {
    navigation.toggleFavoriteCommunity(favouriteId ?? community?.id ?? requestedId)
    showToast(
      t(favourite ? 'communities.hero.removed' : 'communities.hero.added', { name: title }),
      {
        type: 'success',
      },
    )
  }

  const leave = () => {
    if (!community) return
    membership.mutate(keyed({ communityId: community.id, join: false }), {
      onSuccess: () =>
        showToast(t('communities.hero.left', { name: community.name }), { type: 'info' }),
      onError: (error) => showToast(errorMessage(error), { type: 'error' }),
    })
  }

  return (
    <GlassCard
      as="section"
      padding="none"
      className="community-hero"
      aria-labelledby="community-title"
    >
      <div className="community-hero__banner" aria-hidden="true" />
      <div className="community-hero__body">
        <span className="community-hero__avatar" aria-hidden="true">
          {title.slice(0, 1).toUpperCase()}
        </span>
        <div className="community-hero__text">
          <p className="community-hero__eyebrow">{t('communities.hero.eyebrow')}</p>
          <h1 id="community-title" dir="auto">
            {title}
          </h1>
          {community && (
            <p className="community-hero__meta">
              {memberCountText(community.memberCount)}
              {community.viewerRole && (
                <span className="role-badge" data-role={community.viewerRole}>
                  {t(`communities.role.${community.viewerRole}`)}
                </span>
              )}
            </p>
          )}
        </div>
        <div className="community-hero__actions">
          <Button
            variant={favourite ? 'secondary' : 'outline'}
            size="small"
            aria-pressed={favourite}
            onClick={toggleFavourite}
          >
            <Icon name="star" size={16} filled={favourite} />
            {t(favourite ? 'communities.hero.favourite' : 'communities.favourite.addTitle')}
          </Button>
          {community &&
            (community.viewerRole ? (
              <>
                <Button size="small" onClick={() => openComposer(community.id)}>
                  {t('communities.hero.newPost')}
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={membership.isPending}
                  onClick={leave}
                >
                  {t('communities.hero.leave')}
                </Button>
              </>
            ) : (
              <Button
                size="small"
                onClick={() =>
                  auth.isAuthenticated ? openCommunityJoin(community.id) : auth.requestSignIn()
                }
              >
                {t('communities.join')}
              </Button>
            ))}
        </div>
      </div>
      {community?.description && (
        <p className="community-hero__description">{community.description}</p>
      )}
    </GlassCard>
  )
}
