import type { Author } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { displayName } from '../../lib/shortAddress.ts'
import { userHref } from '../../lib/userHref.ts'
import { ActionIcon } from '../../ui/ActionIcon.tsx'

/** Why a post is in the following feed: someone the viewer follows reposted it. */
export function RepostedBy({ user }: { user: Author }) {
  return (
    <span className="post-card__flag post-card__flag--pinned" data-testid="reposted-by">
      <ActionIcon name="repost" size={14} />
      <Link to={userHref(user.handle)}>{t('posts.repost.by', { name: displayName(user) })}</Link>
    </span>
  )
}
