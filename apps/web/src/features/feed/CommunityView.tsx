import { type Community, hasCommunityRole } from '@agora/domain'
import { Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { useNavigation } from '../../lib/useNavigation.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { type FeedTab, FeedTabs } from '../../ui/FeedTabs.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { PostCardSkeleton } from '../../ui/PostCardSkeleton.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CommunityAbout } from '../communities/CommunityAbout.tsx'
import { CommunityHero } from '../communities/CommunityHero.tsx'
import { useCommunity } from '../communities/data.ts'
import { MembersList } from '../communities/MembersList.tsx'
import { BanNotice } from '../moderation/BanNotice.tsx'
import { ComposerPrompt } from './ComposerPrompt.tsx'
import type { FeedFilter } from './data.ts'
import { NewPostsPill } from './NewPostsPill.tsx'
import { PostList } from './PostList.tsx'
import { QueuedPosts } from './QueuedPosts.tsx'
import { SelectedPost } from './SelectedPost.tsx'
import '../communities/Communities.css'
import '../../ui/forms.css'
import './CommunityView.css'

type Section =
  | 'posts'
  | 'proposals'
  | 'delegates'
  | 'members'
  | 'chat'
  | 'about'
  | 'moderation'
  | 'settings'
const SECTIONS: Section[] = [
  'posts',
  'proposals',
  'delegates',
  'members',
  'chat',
  'about',
  'moderation',
]
const sectionTab = (id: Section): FeedTab<Section> => ({
  id,
  label: t(`feed.community.section.${id}`),
})

/** The public moderation log, with the queue for moderators: its own chunk. */
const CommunityModeration = lazyWithRetry<{ community: Community }>(() =>
  import('../moderation/CommunityModeration.tsx').then((m) => ({
    default: m.CommunityModeration,
  })),
)

/** The admins' settings form: its own chunk, for community admins only. */
const CommunitySettingsForm = lazyWithRetry<{ community: Community }>(() =>
  import('../communities/CommunitySettingsForm.tsx').then((m) => ({
    default: m.CommunitySettingsForm,
  })),
)

/** The community's chat (its entry, or turning it on): part of the Messages chunk. */
const CommunityChatTab = lazyWithRetry<{ community: Community }>(() =>
  import('../messages/groups/CommunityChatTab.tsx').then((m) => ({ default: m.CommunityChatTab })),
)

/** Governance is its own chunk, loaded when the Proposals tab opens. */
const CommunityProposals = lazyWithRetry<{ community: Community }>(() =>
  import('../proposals/CommunityProposals.tsx').then((m) => ({ default: m.CommunityProposals })),
)

/** Delegates and delegation: their own chunk, loaded when the Delegates tab opens. */
const CommunityDelegates = lazyWithRetry<{ community: Community }>(() =>
  import('../delegation/CommunityDelegates.tsx').then((m) => ({ default: m.CommunityDelegates })),
)

const sectionIn = (search: string): Section => {
  const asked = new URLSearchParams(search).get('section')
  return SECTIONS.find((id) => id === asked) ?? 'posts'
}

/**
 * A community (DAO) page at `/dao/{id}` or `/?view=community&community={id}` (id or slug),
 * loaded as its own chunk. `post={id}` selects and scrolls to a post.
 */
export function CommunityView() {
  const navigation = useNavigation()
  const { activeCommunity, activePost } = navigation
  const community = useCommunity(activeCommunity)
  const location = useLocation()
  const [section, setSection] = useState<Section>(() => sectionIn(location.search))
  if (activeCommunity === null) return null
  const data = community.data
  const notFound = community.error instanceof ApiError && community.error.status === 404
  const filter: FeedFilter | null = data
    ? { scope: 'community', communityId: data.id, sort: 'latest' }
    : null

  return (
    <div className="view">
      <div>
        <Button
          variant="ghost"
          size="small"
          icon="arrowLeft"
          className="view__back"
          onClick={() => navigation.setView('feed')}
        >
          {t('feed.community.back')}
        </Button>
      </div>
      <CommunityHero requestedId={activeCommunity} community={data} />
      {data && <BanNotice community={data} />}
      {activePost && <SelectedPost postId={activePost} community={data} filter={filter} />}
      {notFound ? (
        <EmptyState
          icon="users"
          title={t('feed.community.notFound.title')}
          action={
            <Link className="button button--primary button--medium" to="/?tab=communities">
              {t('feed.community.notFound.discover')}
            </Link>
          }
        >
          {t('feed.community.notFound.body', { name: activeCommunity })}
        </EmptyState>
      ) : community.isError ? (
        <LoadError
          title={t('feed.community.loadError')}
          error={community.error}
          onRetry={() => void community.refetch()}
        />
      ) : (
        <>
          <FeedTabs
            label={t('feed.community.tabs')}
            tabs={[
              ...SECTIONS,
              ...(hasCommunityRole(data?.viewerRole, 'admin') ? (['settings'] as const) : []),
            ].map(sectionTab)}
            value={section}
            onChange={setSection}
          />
          {section === 'posts' && (
            <>
              {data?.viewerRole && (
                <ComposerPrompt
                  communityId={data.id}
                  placeholder={t('feed.community.composerPlaceholder', { name: data.name })}
                />
              )}
              {data && <NewPostsPill communityId={data.id} />}
              {data && <QueuedPosts communityId={data.id} />}
              {filter ? (
                <PostList
                  filter={filter}
                  label={t('feed.community.postsLabel', { name: data?.name })}
                  selectedPostId={activePost}
                  communityRole={data?.viewerRole ?? null}
                  showCommunity={false}
                  empty={
                    <EmptyState icon="message" title={t('feed.community.empty.title')}>
                      {t('feed.community.empty.body')}
                    </EmptyState>
                  }
                />
              ) : (
                <PostListPlaceholder />
              )}
            </>
          )}
          {section === 'proposals' && data && (
            <Suspense fallback={<p role="status">{t('feed.community.loadingProposals')}</p>}>
              <CommunityProposals community={data} />
            </Suspense>
          )}
          {section === 'delegates' && data && (
            <Suspense fallback={<p role="status">{t('feed.community.loadingDelegates')}</p>}>
              <CommunityDelegates community={data} />
            </Suspense>
          )}
          {section === 'members' && data && <MembersList community={data} />}
          {section === 'chat' && data && (
            <Suspense fallback={<Skeleton shape="block" height="4rem" />}>
              <CommunityChatTab community={data} />
            </Suspense>
          )}
          {section === 'moderation' && data && (
            <Suspense fallback={<p role="status">{t('feed.community.loadingModeration')}</p>}>
              <CommunityModeration community={data} />
            </Suspense>
          )}
          {section === 'settings' && data && hasCommunityRole(data.viewerRole, 'admin') && (
            <Suspense fallback={<p role="status">{t('feed.community.loadingSettings')}</p>}>
              <CommunitySettingsForm community={data} />
            </Suspense>
          )}
          {section === 'about' && data && <CommunityAbout community={data} />}
        </>
      )}
    </div>
  )
}

function PostListPlaceholder() {
  return (
    <div className="post-list" role="status" aria-label={t('feed.list.loading')}>
      <PostCardSkeleton />
      <PostCardSkeleton />
    </div>
  )
}
