import { type CommunityRole, canModerateCommunity, type Post } from '@agora/domain'
import { useMemo } from 'react'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { QueuedOffline } from '../../lib/offlineQueue/sendOrQueue.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { Button } from '../../ui/Button.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { useCommunity } from '../communities/data.ts'
import { CommentForm } from './CommentForm.tsx'
import { CommentItem } from './CommentItem.tsx'
import { buildCommentTree } from './commentTree.ts'
import { useComments, useCreateComment } from './data.ts'
import './Comments.css'

/** A post's comment thread: replies nested under their parents, and a form to add one. */
export function CommentSection({
  post,
  communityRole,
}: {
  post: Post
  communityRole: CommunityRole | null
}) {
  const auth = useAuth()
  const { openCommunityJoin } = useModalTargets()
  // outside its community's page the viewer's role comes from the community itself
  const community = useCommunity(
    post.communityId && communityRole === null && auth.isAuthenticated ? post.communityId : null,
  )
  const role = communityRole ?? community.data?.viewerRole ?? null
  const mustJoin = post.communityId !== null && role === null && community.data !== undefined
  const comments = useComments(post.id)
  const create = useCreateComment(post.id)
  const tree = useMemo(
    () => buildCommentTree(comments.data?.pages.flatMap((page) => page.data) ?? []),
    [comments.data],
  )
  const canModerate = canModerateCommunity(role) || (auth.isModerator && auth.isAuthenticated)

  return (
    <section className="comments" aria-label={t('comments.section.label')}>
      {auth.isAuthenticated && mustJoin && post.communityId ? (
        <p className="comments__hint">
          {t('comments.join.hint', {
            community: community.data?.name ?? t('comments.join.thisCommunity'),
          })}{' '}
          <Button
            size="small"
            onClick={() => post.communityId && openCommunityJoin(post.communityId)}
          >
            {t('comments.join.action')}
          </Button>
        </p>
      ) : auth.isAuthenticated ? (
        <CommentForm
          label={t('comments.write.label')}
          submitLabel={t('comments.write.submit')}
          pending={create.isPending}
          error={create.error instanceof QueuedOffline ? null : create.error}
          onSubmit={(content, clear) =>
            create.mutate(keyed({ content }), {
              onSuccess: clear,
              // kept in the offline queue: the draft is safe there
              onError: (error) => error instanceof QueuedOffline && clear(),
            })
          }
        />
      ) : (
        <p className="comments__hint">
          {richMessage('comments.signIn.hint', {
            signIn: (
              <button type="button" className="link-button" onClick={auth.requestSignIn}>
                {t('comments.signIn.action')}
              </button>
            ),
          })}
        </p>
      )}
      {comments.isPending ? (
        <p className="comments__hint" role="status">
          {t('comments.loading')}
        </p>
      ) : comments.isError && !comments.data ? (
        <div className="comments__hint" role="alert">
          {errorMessage(comments.error)}{' '}
          <Button variant="ghost" size="small" onClick={() => void comments.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : tree.length === 0 ? (
        <p className="comments__hint">{t('comments.empty')}</p>
      ) : (
        <ul className="comment-list comment-list--root">
          {tree.map((node) => (
            <CommentItem
              key={node.comment.id}
              node={node}
              postId={post.id}
              canModerate={canModerate}
            />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button
          variant="ghost"
          size="small"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? t('common.loading') : t('comments.showMore')}
        </Button>
      )}
    </section>
  )
}
