import type { CommunityRole, LinkPreview, Post } from '@agora/domain'
import { type ComponentProps, Suspense, useEffect, useState } from 'react'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { lazyWithRetry } from '../../lib/lazyWithRetry.tsx'
import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { userHref } from '../../lib/userHref.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button } from '../../ui/Button.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { PostCard } from '../../ui/PostCard.tsx'
import { RichText } from '../../ui/RichText.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useRelationActions } from '../blocks/useRelationActions.tsx'
import { CommunityLink } from '../communities/CommunityLink.tsx'
import { useModerate } from '../moderation/data.ts'
import type { ReportForm as ReportFormType } from '../moderation/ReportForm.tsx'
import { MutedWordStub } from '../mutedWords/MutedWordStub.tsx'
import { useMutedWordIn } from '../mutedWords/useMutedWordIn.ts'
import type { PostPoll as PostPollType } from '../polls/PostPoll.tsx'
import { pollBlockSize } from '../polls/pollSize.ts'
import type { ProposalFeedCard as ProposalFeedCardType } from '../proposalCards/ProposalFeedCard.tsx'
import { EditedButton } from '../revisions/EditedButton.tsx'
import { ActionMenu, type MenuAction } from './ActionMenu.tsx'
import { useDeletePost, usePinPost } from './data.ts'
import { PostBookmark } from './PostBookmark.tsx'
import { PostMedia } from './PostMedia.tsx'
import { QuoteCard } from './QuoteCard.tsx'
import { ReactionBar } from './ReactionBar.tsx'
import { RepostedBy } from './RepostedBy.tsx'
import { RepostMenu } from './RepostMenu.tsx'
import { usePostPermissions } from './usePostPermissions.ts'
import '../../ui/forms.css'

// comments load their own chunk the first time someone opens them
const CommentSection = lazyWithRetry<{ post: Post; communityRole: CommunityRole | null }>(() =>
  import('../comments/CommentSection.tsx').then((m) => ({ default: m.CommentSection })),
)
// only an author editing needs the form
const PostEditForm = lazyWithRetry<{ post: Post; onDone: () => void }>(() =>
  import('./PostEditForm.tsx').then((m) => ({ default: m.PostEditForm })),
)

// a link's card loads with the first post that has one
const LinkPreviewCard = lazyWithRetry<{ preview: LinkPreview }>(() =>
  import('../linkPreviews/LinkPreviewCard.tsx').then((m) => ({ default: m.LinkPreviewCard })),
)
// a poll's code loads with the first post that has one, into space held at its size
const PostPoll = lazyWithRetry<ComponentProps<typeof PostPollType>>(() =>
  import('../polls/PostPoll.tsx').then((m) => ({ default: m.PostPoll })),
)

// a proposal's card loads with the first post that announces one, into space held at its size
const ProposalFeedCard = lazyWithRetry<ComponentProps<typeof ProposalFeedCardType>>(() =>
  import('../proposalCards/ProposalFeedCard.tsx').then((m) => ({ default: m.ProposalFeedCard })),
)

// the report form loads when someone first reports something
const ReportForm = lazyWithRetry<ComponentProps<typeof ReportFormType>>(() =>
  import('../moderation/ReportForm.tsx').then((m) => ({ default: m.ReportForm })),
)

interface PostItemProps {
  post: Post
  /** names the post's community; off inside that community's own page */
  showCommunity?: boolean
  /** the viewer's role in the post's community, for moderator actions */
  communityRole?: CommunityRole | null
  selected?: boolean
}

export function PostItem({
  post,
  showCommunity = true,
  communityRole = null,
  selected = false,
}: PostItemProps) {
  const { openUser } = useModalTargets()
  const { showToast } = useToast()
  const permissions = usePostPermissions(post, communityRole)
  const [editing, setEditing] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [commentsOpen, setCommentsOpen] = useState(selected)
  // a post selected after it showed (a link followed in the app) opens its thread too
  useEffect(() => {
    if (selected) setCommentsOpen(true)
  }, [selected])
  const [reporting, setReporting] = useState(false)
  const auth = useAuth()
  const moderate = useModerate()
  const remove = useDeletePost()
  const pin = usePinPost()
  const author = displayName(post.author)
  // a post opened by its link may hold a muted word: feeds leave such posts out already
  const muted = useMutedWordIn(post.content, post.author.id, selected)
  // a blocked or muted person's posts are not shown, so only Mute and Block are offered here
  const relation = useRelationActions(post.author, { blocked: false, muted: false })

  const actions: MenuAction[] = []
  if (permissions.canEdit)
    actions.push({ label: t('common.edit'), icon: 'edit', onSelect: () => setEditing(true) })
  if (permissions.canPin)
    actions.push({
      label: post.pinned ? t('posts.menu.unpin') : t('posts.menu.pin'),
      icon: 'pin',
      onSelect: () =>
        pin.mutate(keyed({ postId: post.id, pinned: !post.pinned }), {
          onSuccess: (updated) =>
            showToast(t(updated.pinned ? 'posts.toast.pinned' : 'posts.toast.unpinned'), {
              type: 'success',
            }),
          onError: (error) => showToast(errorMessage(error), { type: 'error' }),
        }),
    })
  if (permissions.canHide)
    actions.push({
      label: post.removedByModerators ? t('posts.menu.restore') : t('posts.menu.hide'),
      icon: 'shield',
      onSelect: () =>
        moderate.mutate(
          {
            action: post.removedByModerators ? 'restore' : 'hide',
            targetKind: 'post',
            targetId: post.id,
            note: '',
          },
          {
            onSuccess: (done) =>
              showToast(t(done.action === 'hide' ? 'posts.toast.hidden' : 'posts.toast.restored'), {
                type: 'success',
              }),
            onError: (error) => showToast(errorMessage(error), { type: 'error' }),
          },
        ),
    })
  if (auth.isAuthenticated && !permissions.isAuthor && !post.removedByModerators)
    actions.push({
      label: t('posts.menu.report'),
      icon: 'shield',
      onSelect: () => setReporting(true),
    })
  if (auth.isAuthenticated && !permissions.isAuthor) actions.push(...relation.actions)
  if (permissions.canDelete)
    actions.push({
      label: permissions.isAuthor ? t('common.delete') : t('posts.menu.remove'),
      icon: 'trash',
      danger: true,
      onSelect: () => setConfirmingDelete(true),
    })

  return (
    <PostCard
      id={`post-${post.id}`}
      data-post-id={post.id}
      author={author}
      context={post.repostedBy && <RepostedBy user={post.repostedBy} />}
      avatar={<Avatar user={post.author} size={40} />}
      authorDetail={authorDetail(post.author)}
      authorHref={userHref(post.author.handle)}
      createdAt={post.createdAt}
      edited={
        post.editedAt !== null &&
        (post.removedByModerators ? (
          true
        ) : (
          <EditedButton
            revised={{ kind: 'post', id: post.id }}
            current={{ content: post.content, editedAt: post.editedAt }}
            label={t('ui.postCard.edited')}
          />
        ))
      }
      community={
        showCommunity && post.community ? <CommunityLink community={post.community} /> : undefined
      }
      content={
        post.removedByModerators ? (
          <p className="removed-stub">{t('posts.removedStub')}</p>
        ) : muted.word ? (
          <MutedWordStub onShow={muted.show} />
        ) : editing ? (
          <Suspense fallback={<RichText text={post.content} />}>
            <PostEditForm post={post} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <>
            <RichText text={post.content} onMention={openUser} />
            {post.proposal && (
              <div className="proposal-feed-slot">
                <Suspense fallback={null}>
                  <ProposalFeedCard proposal={post.proposal} />
                </Suspense>
              </div>
            )}
            {post.linkPreview && (
              <Suspense fallback={<div className="link-preview-slot" />}>
                <LinkPreviewCard preview={post.linkPreview} />
              </Suspense>
            )}
            {post.poll && (
              <div style={{ minBlockSize: pollBlockSize(post.poll.choices.length) }}>
                <Suspense fallback={null}>
                  <PostPoll post={post} poll={post.poll} />
                </Suspense>
              </div>
            )}
            {reporting && (
              <Suspense fallback={null}>
                <ReportForm
                  targetKind="post"
                  targetId={post.id}
                  onDone={() => setReporting(false)}
                />
              </Suspense>
            )}
          </>
        )
      }
      media={
        !muted.word && (
          <>
            <PostMedia media={post.media} author={author} />
            {post.quote && <QuoteCard quote={post.quote} />}
          </>
        )
      }
      menu={<ActionMenu label={t('posts.menu.label')} actions={actions} />}
      trending={(post.trendingScore ?? 0) > 0}
      pinned={post.pinned}
      selected={selected}
      footer={
        <>
          <ReactionBar post={post} />
          <button
            type="button"
            className="comment-toggle"
            aria-expanded={commentsOpen}
            aria-label={t('posts.commentCount', { count: post.commentCount })}
            onClick={() => setCommentsOpen((open) => !open)}
          >
            <Icon name="message" size={16} />
            {post.commentCount}
          </button>
          {!post.removedByModerators && <RepostMenu post={post} />}
          {/* a removed post can still leave the bookmarks it is in */}
          {(!post.removedByModerators || post.viewerBookmarked) && <PostBookmark post={post} />}
        </>
      }
    >
      {relation.dialog}
      {confirmingDelete && (
        <div className="confirm-bar" role="alert">
          <span>{t(permissions.isAuthor ? 'posts.confirm.delete' : 'posts.confirm.remove')}</span>
          <Button variant="ghost" size="small" onClick={() => setConfirmingDelete(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            size="small"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { postId: post.id },
                {
                  onSuccess: () => showToast(t('posts.toast.deleted'), { type: 'success' }),
                  onError: (error) => showToast(errorMessage(error), { type: 'error' }),
                },
              )
            }
          >
            {remove.isPending ? t('posts.deleting') : t('common.delete')}
          </Button>
        </div>
      )}
      {commentsOpen && (
        <Suspense fallback={<p className="comments-loading">{t('posts.loadingComments')}</p>}>
          <CommentSection post={post} communityRole={communityRole} />
        </Suspense>
      )}
    </PostCard>
  )
}

/** Beside a chosen name, the @handle; beside a bare handle, the wallet. */
function authorDetail(author: Post['author']) {
  if (displayName(author) !== author.handle) return `@${author.handle}`
  return author.address ? shortAddress(author.address) : undefined
}
