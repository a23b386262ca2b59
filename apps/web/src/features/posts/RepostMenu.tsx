import type { Post } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { keyed } from '../../lib/idempotencyKey.ts'
import { displayName } from '../../lib/shortAddress.ts'
import { useModalTargets } from '../../lib/useModalTargets.ts'
import { useToast } from '../../ui/useToast.ts'
import { useAuth } from '../auth/useAuth.ts'
import { ActionMenu } from './ActionMenu.tsx'
import { useRepost } from './useRepost.ts'
import './RepostMenu.css'

/** A post's repost count, opening Repost (or Undo repost) and Quote; signed out, sign-in. */
export function RepostMenu({ post }: { post: Post }) {
  const auth = useAuth()
  const { showToast } = useToast()
  const { openComposer } = useModalTargets()
  const repost = useRepost()

  const toggle = () => {
    const reposted = !post.viewerReposted
    repost.mutate(keyed({ postId: post.id, reposted }), {
      onSuccess: () =>
        showToast(t(reposted ? 'posts.repost.done' : 'posts.repost.undone'), { type: 'success' }),
      onError: (error) =>
        showToast(t('posts.repost.failed', { error: errorMessage(error) }), { type: 'error' }),
    })
  }
  const signedIn = (action: () => void) => () =>
    auth.isAuthenticated ? action() : auth.requestSignIn()

  return (
    <ActionMenu
      label={t('posts.repost.menu', { count: post.repostCount })}
      trigger={{
        icon: 'repost',
        className: 'repost-toggle',
        pressed: post.viewerReposted,
        text: <span aria-hidden="true">{post.repostCount}</span>,
      }}
      actions={[
        {
          label: post.viewerReposted ? t('posts.repost.undo') : t('posts.repost.action'),
          icon: 'repost',
          onSelect: signedIn(toggle),
        },
        {
          label: t('posts.quote.action'),
          icon: 'quote',
          onSelect: signedIn(() =>
            openComposer(null, {
              kind: 'post',
              id: post.id,
              label: t('posts.quote.label', {
                author: displayName(post.author),
                text: post.content,
              }),
            }),
          ),
        },
      ]}
    />
  )
}
