import { normalizeTag } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PostList } from './PostList.tsx'

/** `/?tag=`: the posts carrying one #hashtag, newest first. */
export function TagFeed({ tag }: { tag: string }) {
  const name = normalizeTag(tag)
  return (
    <div className="view">
      <header className="view__header">
        <h1 dir="auto">#{name}</h1>
        <p>
          {t('feed.tag.lead', { name })} <Link to="/">{t('feed.tag.all')}</Link>
        </p>
      </header>
      <PostList
        key={name}
        label={t('feed.tag.listLabel', { name })}
        filter={{ scope: 'all', sort: 'latest', tag: name }}
        empty={
          <EmptyState icon="inbox" title={t('feed.tag.empty.title', { name })}>
            {t('feed.tag.empty.body', { name })}
          </EmptyState>
        }
      />
    </div>
  )
}
