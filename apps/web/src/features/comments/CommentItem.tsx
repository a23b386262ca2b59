import { useState } from 'react'
import { formatDateTime } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { QueuedOffline } from '../../lib/offlineQueue/sendOrQueue.ts'
import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { RichText } from '../../ui/RichText.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { MutedWordStub } from '../mutedWords/MutedWordStub.tsx'
import { useMutedWordIn } from '../mutedWords/useMutedWordIn.ts'
import { EditedButton } from '../revisions/EditedButton.tsx'
import { CommentForm } from './CommentForm.tsx'
import { CommentModeration } from './CommentModeration.tsx'
import type { CommentNode } from './commentTree.ts'
import { useCreateComment, useDeleteComment, useUpdateComment } from './data.ts'

// replies deeper than this stay at its indent, so a long thread still fits a phone
const MAX_INDENT = 3

interface CommentItemProps {
  node: CommentNode
  postId: string
  /** community moderators may remove anyone's comment */
  canModerate: boolean
  depth?: number
}

export function CommentItem({ node, postId, canModerate, depth = 0 }: CommentItemProps) {
  const { comment, replies } = node
  const auth = useAuth()
  const { openUser } = useModalTargets()
  const { showToast } = useToast()
  const [mode, setMode] = useState<'read' | 'reply' | 'edit' | 'confirmDelete'>('read')
  const create = useCreateComment(postId)
  const update = useUpdateComment(postId)
  const remove = useDeleteComment(postId)
  const isAuthor = auth.user?.id === comment.author.id
  const name = displayName(comment.author)
  const address = comment.author.address
  const muted = useMutedWordIn(comment.content, comment.author.id)

  return (
    <li className="comment" data-indented={(depth > 0 && depth <= MAX_INDENT) || undefined}>
      <div className="comment__body" id={`comment-${comment.id}`}>
        <div className="comment__meta">
          <Avatar user={comment.author} size={24} />
          {address ? (
            <button
              type="button"
              className="comment__author link-button"
              onClick={() => openUser(address)}
              title={shortAddress(address)}
            >
              <bdi>{name}</bdi>
            </button>
          ) : (
            <bdi className="comment__author">{name}</bdi>
          )}
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
          {comment.editedAt &&
            (comment.removedByModerators ? (
              <span>{t('comments.edited')}</span>
            ) : (
              <span>
                ·{' '}
                <EditedButton
                  revised={{ kind: 'comment', id: comment.id }}
                  current={{ content: comment.content, editedAt: comment.editedAt }}
                  label={t('comments.editedHistory')}
                />
              </span>
            ))}
        </div>
        {mode === 'edit' ? (
          <CommentForm
            label={t('comments.edit.label')}
            submitLabel={t('common.save')}
            initialText={comment.content}
            pending={update.isPending}
            error={update.error}
            autoFocus
            onCancel={() => setMode('read')}
            onSubmit={(content) =>
              update.mutate(
                { commentId: comment.id, content },
                { onSuccess: () => setMode('read') },
              )
            }
          />
        ) : comment.removedByModerators ? (
          <p className="comment__text removed-stub">{t('comments.removedStub')}</p>
        ) : muted.word ? (
          <MutedWordStub onShow={muted.show} />
        ) : (
          <RichText className="comment__text" text={comment.content} onMention={openUser} />
        )}
        {mode === 'confirmDelete' ? (
          <div className="confirm-bar" role="alert">
            <span>
              {t(replies.length > 0 ? 'comments.confirm.withReplies' : 'comments.confirm.single')}
            </span>
            <button type="button" className="link-button" onClick={() => setMode('read')}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="link-button comment__danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { commentId: comment.id },
                  { onError: (error) => showToast(errorMessage(error), { type: 'error' }) },
                )
              }
            >
              {t('common.delete')}
            </button>
          </div>
        ) : (
          mode !== 'edit' && (
            <div className="comment__actions">
              <button
                type="button"
                className="link-button"
                aria-expanded={mode === 'reply'}
                onClick={() => {
                  if (!auth.isAuthenticated) return auth.requestSignIn()
                  setMode(mode === 'reply' ? 'read' : 'reply')
                }}
              >
                {t('comments.reply')}
              </button>
              {isAuthor && (
                <button type="button" className="link-button" onClick={() => setMode('edit')}>
                  {t('common.edit')}
                </button>
              )}
              {(isAuthor || canModerate) && (
                <button
                  type="button"
                  className="link-button comment__danger"
                  onClick={() => setMode('confirmDelete')}
                >
                  {t('common.delete')}
                </button>
              )}
              <CommentModeration comment={comment} canModerate={canModerate} />
            </div>
          )
        )}
        {mode === 'reply' && (
          <CommentForm
            label={t('comments.reply.label', { name })}
            submitLabel={t('comments.reply.submit')}
            pending={create.isPending}
            error={create.error instanceof QueuedOffline ? null : create.error}
            autoFocus
            onCancel={() => setMode('read')}
            onSubmit={(content) =>
              create.mutate(keyed({ content, parentId: comment.id }), {
                onSuccess: () => setMode('read'),
                onError: (error) => error instanceof QueuedOffline && setMode('read'),
              })
            }
          />
        )}
      </div>
      {replies.length > 0 && (
        <ul className="comment-list" aria-label={t('comments.replies.label', { name })}>
          {replies.map((reply) => (
            <CommentItem
              key={reply.comment.id}
              node={reply}
              postId={postId}
              canModerate={canModerate}
              depth={depth + 1}
            />
          ))}
        </ul>
      )}
    </li>
  )
}
