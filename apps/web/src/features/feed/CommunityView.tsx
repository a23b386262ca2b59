import { type Community, canModerateCommunity, hasCommunityRole } from '@agora/domain'
import { Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { ApiError } from '../../lib/api.ts'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { useNavigation } from '../../lib/useNavigation.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { type FeedTab, FeedTabs } from '../../ui/FeedTabs.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { PostCardSkeleton } from '../../ui/PostCardSkeleton.tsx'
import { CommunityAbout } from '../communities/CommunityAbout.tsx'
import { CommunityHero } from '../communities/CommunityHero.tsx'
import { useCommunity } from '../communities/data.ts'
import { MembersList } from '../communities/MembersList.tsx'
import { ComposerPrompt } from './ComposerPrompt.tsx'
import type { FeedFilter } from './data.ts'
import { NewPostsPill } from './NewPostsPill.tsx'
import { PostList } from './PostList.tsx'
import { SelectedPost } from './SelectedPost.tsx'
import '../communities/Communities.css'
import '../../ui/forms.css'
import './CommunityView.css'

type Section = 'posts' | 'proposals' | 'members' | 'about' | 'moderation' | 'settings'
const SECTIONS: FeedTab<Section>[] = [
  { id: 'posts', label: 'Posts' },
  { id: 'proposals', label: 'Proposals' },
  { id: 'members', label: 'Members' },
  { id: 'about', label: 'Rules' },
]
const MODERATION_TAB: FeedTab<Section> = { id: 'moderation', label: 'Moderation' }
const SETTINGS_TAB: FeedTab<Section> = { id: 'settings', label: 'Settings' }

/** The moderators' queue: its own chunk, for moderators only. */
const ModerationQueue = lazyWithRetry<{ community: Community }>(() =>
  import('../moderation/ModerationQueue.tsx').then((m) => ({ default: m.ModerationQueue })),
)

/** The admins' settings form: its own chunk, for community admins only. */
const CommunitySettingsForm = lazyWithRetry<{ community: Community }>(() =>
  import('../communities/CommunitySettingsForm.tsx').then((m) => ({
    default: m.CommunitySettingsForm,
  })),
)

/** Governance is its own chunk, loaded when the Proposals tab opens. */
const CommunityProposals = lazyWithRetry<{ community: Community }>(() =>
  import('../proposals/CommunityProposals.tsx').then((m) => ({ default: m.CommunityProposals })),
)

const sectionIn = (search: string): Section => {
  const asked = new URLSearchParams(search).get('section')
  return SECTIONS.find((tab) => tab.id === asked)?.id ?? 'posts'
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
          onClick={() => navigation.setView('feed')}
        >
          Back to feed
        </Button>
      </div>
      <CommunityHero requestedId={activeCommunity} community={data} />
      {activePost && <SelectedPost postId={activePost} community={data} filter={filter} />}
      {notFound ? (
        <EmptyState
          icon="users"
          title="This community doesn't exist"
          action={
            <Link className="button button--primary button--medium" to="/?tab=communities">
              Discover communities
            </Link>
          }
        >
          Nothing on Agora is called “{activeCommunity}”. It may have been renamed.
        </EmptyState>
      ) : community.isError ? (
        <LoadError
          title="The community could not be loaded"
          error={community.error}
          onRetry={() => void community.refetch()}
        />
      ) : (
        <>
          <FeedTabs
            label="Community"
            tabs={[
              ...SECTIONS,
              ...(canModerateCommunity(data?.viewerRole) ? [MODERATION_TAB] : []),
              ...(hasCommunityRole(data?.viewerRole, 'admin') ? [SETTINGS_TAB] : []),
            ]}
            value={section}
            onChange={setSection}
          />
          {section === 'posts' && (
            <>
              {data?.viewerRole && (
                <ComposerPrompt communityId={data.id} placeholder={`Post in ${data.name}…`} />
              )}
              {data && <NewPostsPill communityId={data.id} />}
              {filter ? (
                <PostList
                  filter={filter}
                  label={`Posts in ${data?.name}`}
                  selectedPostId={activePost}
                  communityRole={data?.viewerRole ?? null}
                  showCommunity={false}
                  empty={
                    <EmptyState icon="message" title="No posts yet">
                      When members post in this community, the posts show up here.
                    </EmptyState>
                  }
                />
              ) : (
                <PostListPlaceholder />
              )}
            </>
          )}
          {section === 'proposals' && data && (
            <Suspense fallback={<p role="status">Loading proposals…</p>}>
              <CommunityProposals community={data} />
            </Suspense>
          )}
          {section === 'members' && data && <MembersList community={data} />}
          {section === 'moderation' && data && canModerateCommunity(data.viewerRole) && (
            <Suspense fallback={<p role="status">Loading reports…</p>}>
              <ModerationQueue community={data} />
            </Suspense>
          )}
          {section === 'settings' && data && hasCommunityRole(data.viewerRole, 'admin') && (
            <Suspense fallback={<p role="status">Loading settings…</p>}>
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
    <div className="post-list" role="status" aria-label="Loading posts">
      <PostCardSkeleton />
      <PostCardSkeleton />
    </div>
  )
}
