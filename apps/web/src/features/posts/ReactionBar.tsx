import { type Post, REACTION_TYPES } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { useToggleReaction } from './data.ts'
import { ReactionIcon } from './ReactionIcon.tsx'
import { reactionLabel } from './reactions.ts'
import './ReactionBar.css'

/** The six reactions with their counts; the viewer's own are pressed. Changes show at once. */
export function ReactionBar({ post }: { post: Post }) {
  const auth = useAuth()
  const { showToast } = useToast()
  const toggle = useToggleReaction()
  const { openCommunityJoin } = useModalTargets()

  return (
    <fieldset className="reaction-bar">
      <legend className="visually-hidden">{t('posts.reactions.legend')}</legend>
      {REACTION_TYPES.map((type) => {
        const count = post.reactions[type] ?? 0
        const mine = post.viewerReactions.includes(type)
        const label = reactionLabel(type)
        return (
          <button
            key={type}
            type="button"
            className="reaction"
            aria-pressed={mine}
            aria-label={t('posts.reactions.button', { reaction: label, count })}
            title={label}
            onClick={() => {
              if (!auth.isAuthenticated) return auth.requestSignIn()
              toggle.mutate(keyed({ postId: post.id, type, add: !mine }), {
                onError: (error) => {
                  // reacting follows the comment rule: a non-member is offered the join step
                  if (isNotAMember(error) && post.communityId)
                    return openCommunityJoin(post.communityId)
                  showToast(t('posts.reactions.notSaved', { error: errorMessage(error) }), {
                    type: 'error',
                  })
                },
              })
            }}
          >
            <ReactionIcon type={type} />
            {count > 0 && (
              <span className="reaction__count" aria-hidden="true">
                {count}
              </span>
            )}
          </button>
        )
      })}
    </fieldset>
  )
}

const isNotAMember = (error: unknown) => error instanceof ApiError && error.code === 'NOT_A_MEMBER'
