import { Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useNavigation } from '../../lib/useNavigation.ts'
import { AboutAgora } from '../../ui/AboutAgora.tsx'
import { Button } from '../../ui/Button.tsx'
import { ContentSkeleton } from '../../ui/ContentSkeleton.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { type FeedTab, FeedTabs } from '../../ui/FeedTabs.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { ComposerPrompt } from './ComposerPrompt.tsx'
import { type FeedFilter, HOME_FEED } from './data.ts'
import { NewPostsPill } from './NewPostsPill.tsx'
import { PostList } from './PostList.tsx'
import { QueuedPosts } from './QueuedPosts.tsx'
import { SelectedPost } from './SelectedPost.tsx'
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
 * `/`: the feed (latest, trending, following), with `?post=` one post selected in it; with
 * `?tag=` one hashtag's posts; with `?tab=communities` the discovery list.
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
  const { activePost, rightSidebarVisible } = useNavigation()
  const tabs: FeedTab<FeedTabId>[] = [
    { id: 'latest', label: t('feed.home.tab.latest') },
    { id: 'trending', label: t('feed.home.tab.trending') },
    ...(auth.isAuthenticated
      ? [{ id: 'following' as const, label: t('feed.home.tab.following') }]
      : []),
  ]
  const active = tabs.find((candidate) => candidate.id === tab)?.id ?? 'latest'

  return (
    <div className="view">
      <header className="view__header">
        <h1>{t('feed.home.title')}</h1>
        <p>{t('feed.home.lead')}</p>
      </header>
      {/* the side column says what Agora is; where it is not shown (phones), the feed does */}
      {!auth.isAuthenticated && !rightSidebarVisible && <AboutAgora />}
      {activePost && <SelectedPost postId={activePost} filter={FILTERS[active]} />}
      <ComposerPrompt />
      <FeedTabs label={t('feed.home.tabs')} tabs={tabs} value={active} onChange={onTab} />
      {active === 'latest' && <NewPostsPill />}
      {active === 'latest' && <QueuedPosts />}
      <PostList
        key={active}
        label={t(`feed.home.list.${active}`)}
        filter={FILTERS[active]}
        selectedPostId={activePost}
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
      <EmptyState icon="trending" title={t('feed.empty.trending.title')}>
        {t('feed.empty.trending.body')}
      </EmptyState>
    )
  if (tab === 'following')
    return (
      <EmptyState icon="users" title={t('feed.empty.following.title')}>
        {t('feed.empty.following.body')}
      </EmptyState>
    )
  return (
    <EmptyState
      icon="inbox"
      title={t('feed.empty.latest.title')}
      action={<Button onClick={onCreate}>{t('feed.empty.latest.action')}</Button>}
    >
      {t('feed.empty.latest.body')}
    </EmptyState>
  )
}
