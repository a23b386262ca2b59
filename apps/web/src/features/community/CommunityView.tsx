import { useNavigation } from '../../app/useNavigation.ts'
import { useToast } from '../../app/useToast.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { Icon } from '../../ui/Icon.tsx'
import './CommunityView.css'

/**
 * A community (DAO) page, loaded as its own chunk. Community details and posts arrive with
 * the communities API; until then it shows the community's id and an empty post list.
 */
export function CommunityView() {
  const navigation = useNavigation()
  const { showToast } = useToast()
  const { activeCommunity, activePost } = navigation
  if (activeCommunity === null) return null
  const favourite = navigation.preferences.favoriteCommunities.includes(activeCommunity)

  const toggleFavourite = () => {
    navigation.toggleFavoriteCommunity(activeCommunity)
    showToast(
      favourite
        ? `Removed ${activeCommunity} from favourites`
        : `Added ${activeCommunity} to favourites`,
      { type: 'success' },
    )
  }

  return (
    <div className="view">
      <div>
        <Button
          variant="ghost"
          size="small"
          icon="arrowLeft"
          onClick={() => navigation.setView('feed')}
        >
          Back to feed
        </Button>
      </div>
      <GlassCard
        as="section"
        padding="none"
        className="community-hero"
        aria-labelledby="community-title"
      >
        <div className="community-hero__banner" aria-hidden="true" />
        <div className="community-hero__body">
          <span className="community-hero__avatar" aria-hidden="true">
            {activeCommunity.slice(0, 1).toUpperCase()}
          </span>
          <div className="community-hero__text">
            <p className="community-hero__eyebrow">Community</p>
            <h1 id="community-title">{activeCommunity}</h1>
          </div>
          <Button
            variant={favourite ? 'secondary' : 'outline'}
            size="small"
            aria-pressed={favourite}
            onClick={toggleFavourite}
          >
            <Icon name="star" size={16} filled={favourite} />
            {favourite ? 'Favourite' : 'Add to favourites'}
          </Button>
        </div>
      </GlassCard>

      {activePost && (
        <GlassCard padding="small" className="selected-post" role="status">
          <span>
            Viewing post <strong>{activePost}</strong>
          </span>
          <Button variant="ghost" size="small" onClick={() => navigation.navigateToPost(null)}>
            Close post
          </Button>
        </GlassCard>
      )}

      <EmptyState icon="message" title="No posts yet">
        When members post in this community, the posts show up here.
      </EmptyState>
    </div>
  )
}
