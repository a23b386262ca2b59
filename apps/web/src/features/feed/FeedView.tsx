import { Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { Button } from '../../ui/Button.tsx'
import { ContentSkeleton } from '../../ui/ContentSkeleton.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { type FeedTab, FeedTabs } from '../../ui/FeedTabs.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { ComposerPrompt } from './ComposerPrompt.tsx'
import { type FeedFilter, HOME_FEED } from './data.ts'
import { NewPostsPill } from './NewPostsPill.tsx'
import { PostList } from './PostList.tsx'
import { TagFeed } from './TagFeed.tsx'

/** Community discovery is its own chunk: the home feed does not pay for it. */
export const CommunityDiscovery = lazyWithRetry<object>(() =>
  import('../communities/CommunityDiscovery.tsx').then((m) => ({ default: m.CommunityDiscovery })),
)

type FeedTabId = 'latest' | 'trending' | 'following'

const FILTERS: Record<FeedTabId, FeedFilter> = {
  latest: HOME_FEED,
  trending: { scope: 'all', sort: 'trending' },
  following: { scope: 'following', sort: 'latest' },
}

/**
 * `/`: the feed (latest, trending, following); with `?tag=` one hashtag's posts; with
 * `?tab=communities` the discovery list.
 */
export function FeedView() {
  const [params, setParams] = useSearchParams()
  const tag = params.get('tag')
  if (tag) return <TagFeed tag={tag} />
  if (params.get('tab') === 'communities')
    return (
      <Suspense fallback={<ContentSkeleton />}>
        <CommunityDiscovery />
      </Suspense>
    )
  return (
    <HomeFeed
      tab={params.get('feed')}
      onTab={(feed) => setParams(feed === 'latest' ? {} : { feed })}
    />
  )
}

function HomeFeed({ tab, onTab }: { tab: string | null; onTab: (tab: FeedTabId) => void }) {
  const auth = useAuth()
  const { openComposer } = useModalTargets()
  const tabs: FeedTab<FeedTabId>[] = [
    { id: 'latest', label: 'Latest' },
    { id: 'trending', label: 'Trending' },
    ...(auth.isAuthenticated ? [{ id: 'following' as const, label: 'Following' }] : []),
  ]
  const active = tabs.find((t) => t.id === tab)?.id ?? 'latest'

  return (
    <div className="view">
      <header className="view__header">
        <h1>Home</h1>
        <p>Posts from across Agora's communities.</p>
      </header>
      <ComposerPrompt />
      <FeedTabs label="Feed" tabs={tabs} value={active} onChange={onTab} />
      {active === 'latest' && <NewPostsPill />}
      <PostList
        key={active}
        label={`${tabs.find((t) => t.id === active)?.label} posts`}
        filter={FILTERS[active]}
        empty={
          <FeedEmpty
            tab={active}
            onCreate={() => (auth.isAuthenticated ? openComposer() : auth.requestSignIn())}
          />
        }
      />
    </div>
  )
}

function FeedEmpty({ tab, onCreate }: { tab: FeedTabId; onCreate: () => void }) {
  if (tab === 'trending')
    return (
      <EmptyState icon="trending" title="Nothing is trending yet">
        Posts with the most reactions and comments in the last 24 hours show up here.
      </EmptyState>
    )
  if (tab === 'following')
    return (
      <EmptyState icon="users" title="No posts from people you follow">
        Open someone's profile from one of their posts and follow them to see their posts here.
      </EmptyState>
    )
  return (
    <EmptyState
      icon="inbox"
      title="No posts yet"
      action={<Button onClick={onCreate}>Write the first post</Button>}
    >
      When people post in their communities, the posts show up here.
    </EmptyState>
  )
}
