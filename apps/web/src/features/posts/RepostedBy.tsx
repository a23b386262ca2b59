import type { Author } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { personHref } from '../../lib/personHref.ts'
import { displayName } from '../../lib/shortAddress.ts'
import { ActionIcon } from '../../ui/ActionIcon.tsx'

/** Why a post is in the following feed: someone the viewer follows reposted it. */
export function RepostedBy({ person }: { person: Author }) {
  return (
    <span className="post-card__flag post-card__flag--pinned" data-testid="reposted-by">
      <ActionIcon name="repost" size={14} />
      <Link to={personHref(person.handle)}>
        {t('posts.repost.by', { name: displayName(person) })}
      </Link>
    </span>
  )
}
