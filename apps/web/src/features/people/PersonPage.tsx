import type { Profile } from '@agora/domain'
import { useParams, useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { type FeedTab, FeedTabs } from '../../ui/FeedTabs.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { ProfileCardSkeleton } from '../../ui/ProfileCardSkeleton.tsx'
import { PostList } from '../feed/PostList.tsx'
import { useUserProfile } from '../users/data.ts'
import { ProfileDetails } from '../users/ProfileDetails.tsx'
import { PersonCommunities } from './PersonCommunities.tsx'
import { PersonListings } from './PersonListings.tsx'
import '../users/Profile.css'
import '../../ui/forms.css'

type PersonTab = 'posts' | 'media' | 'communities' | 'listings'

/** The tab in the address (`?tab=media`): a person's pictures can be shared as a link. */
function tabIn(params: URLSearchParams, profile: Profile): PersonTab {
  const tab = params.get('tab')
  if (tab === 'media' || tab === 'communities') return tab
  if (tab === 'listings' && profile.address) return tab
  return 'posts'
}

/** `/people/{handle}`: who someone is, then their posts, pictures, communities and listings. */
export function PersonPage() {
  const { handle = '' } = useParams()
  const profile = useUserProfile(handle)

  if (profile.isPending)
    return (
      <div className="view" role="status" aria-label={t('users.modal.loading')}>
        <ProfileCardSkeleton />
      </div>
    )
  if (profile.isError)
    return profile.error instanceof ApiError && profile.error.status === 404 ? (
      <EmptyState icon="users" title={t('users.modal.notFound')}>
        {profile.error.message}
      </EmptyState>
    ) : (
      <LoadError
        title={t('users.modal.loadFailed')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    )
  return <PersonView profile={profile.data} />
}

function PersonView({ profile }: { profile: Profile }) {
  const [params, setParams] = useSearchParams()
  const tab = tabIn(params, profile)
  const tabs: FeedTab<PersonTab>[] = [
    { id: 'posts', label: t('users.person.tab.posts') },
    { id: 'media', label: t('users.person.tab.media') },
    { id: 'communities', label: t('users.person.tab.communities') },
    ...(profile.address
      ? [{ id: 'listings' as const, label: t('users.person.tab.listings') }]
      : []),
  ]
  const choose = (next: PersonTab) => setParams(next === 'posts' ? {} : { tab: next })
  const byThem = { scope: 'all', sort: 'latest', author: profile.handle } as const

  return (
    <div className="view person-page">
      <GlassCard padding="medium">
        <ProfileDetails profile={profile} pageHeading />
      </GlassCard>
      {/* counts are null when they keep their activity to themselves: no list then either */}
      {profile.counts === null ? (
        <EmptyState icon="lock" title={t('users.person.private', { handle: profile.handle })} />
      ) : (
        <>
          <FeedTabs
            tabs={tabs}
            value={tab}
            onChange={choose}
            label={t('users.person.tabs', { handle: profile.handle })}
          />
          {tab === 'posts' && (
            <PostList
              key="posts"
              filter={byThem}
              label={t('users.person.postsLabel', { handle: profile.handle })}
              empty={<EmptyState icon="inbox" title={t('users.person.noPosts')} />}
            />
          )}
          {tab === 'media' && (
            <PostList
              key="media"
              filter={{ ...byThem, media: true }}
              label={t('users.person.mediaLabel', { handle: profile.handle })}
              empty={<EmptyState icon="inbox" title={t('users.person.noMedia')} />}
            />
          )}
          {tab === 'communities' && <PersonCommunities handle={profile.handle} />}
          {tab === 'listings' && profile.address && <PersonListings address={profile.address} />}
        </>
      )}
    </div>
  )
}
