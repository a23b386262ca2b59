import type { PublicUser } from '@agora/domain'
import { useParams, useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { type FeedTab, FeedTabs } from '../../ui/FeedTabs.tsx'
import { GlassCard } from '../../ui/GlassCard.tsx'
import { UserDelegateStatements } from '../delegation/UserDelegateStatements.tsx'
import { PostList } from '../feed/PostList.tsx'
import { LoadedStore } from '../sellers/LoadedStore.tsx'
import { StoreListings } from '../sellers/StoreListings.tsx'
import { LoadedUser } from './LoadedUser.tsx'
import { UserCommunities } from './UserCommunities.tsx'
import { UserDetails } from './UserDetails.tsx'
import { UserMenu } from './UserMenu.tsx'
import { UserReplies } from './UserReplies.tsx'
import './UserDetails.css'
import '../../ui/forms.css'

type UserTab = 'posts' | 'replies' | 'media' | 'communities' | 'listings'

/** The tab in the address (`?tab=media`): a user's pictures can be shared as a link. */
function tabIn(params: URLSearchParams, profile: PublicUser): UserTab {
  const tab = params.get('tab')
  if (tab === 'replies' || tab === 'media' || tab === 'communities') return tab
  if (tab === 'listings' && profile.address) return tab
  return 'posts'
}

/** `/users/{handle}`: who someone is, then their posts, replies, pictures, communities and listings. */
export function UserPage() {
  const { handle = '' } = useParams()
  return (
    <div className="view">
      <LoadedUser user={handle}>{(profile) => <UserView profile={profile} />}</LoadedUser>
    </div>
  )
}

function UserView({ profile }: { profile: PublicUser }) {
  const [params, setParams] = useSearchParams()
  const tab = tabIn(params, profile)
  const tabs: FeedTab<UserTab>[] = [
    { id: 'posts', label: t('users.person.tab.posts') },
    { id: 'replies', label: t('users.person.tab.replies') },
    { id: 'media', label: t('users.person.tab.media') },
    { id: 'communities', label: t('users.person.tab.communities') },
    ...(profile.address
      ? [{ id: 'listings' as const, label: t('users.person.tab.listings') }]
      : []),
  ]
  const choose = (next: UserTab) => setParams(next === 'posts' ? {} : { tab: next })
  const byThem = { scope: 'all', sort: 'latest', author: profile.handle } as const

  return (
    <>
      <GlassCard padding="medium">
        <UserDetails profile={profile} pageHeading />
        <UserMenu profile={profile} />
      </GlassCard>
      {/* counts are null when they keep their activity to themselves: no list then either */}
      {profile.counts === null ? (
        <EmptyState icon="lock" title={t('users.person.private', { handle: profile.handle })} />
      ) : (
        <>
          <UserDelegateStatements handle={profile.handle} />
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
          {tab === 'replies' && <UserReplies handle={profile.handle} />}
          {tab === 'media' && (
            <PostList
              key="media"
              filter={{ ...byThem, media: true }}
              label={t('users.person.mediaLabel', { handle: profile.handle })}
              empty={<EmptyState icon="inbox" title={t('users.person.noMedia')} />}
            />
          )}
          {tab === 'communities' && <UserCommunities handle={profile.handle} />}
          {tab === 'listings' && profile.address && (
            <LoadedStore address={profile.address}>
              {({ listings }) => <StoreListings listings={listings} />}
            </LoadedStore>
          )}
        </>
      )}
    </>
  )
}
