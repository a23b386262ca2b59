import { normalizeTag } from '@agora/domain'
import { Link } from 'react-router'
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
          Posts tagged #{name}, newest first. <Link to="/">All posts</Link>
        </p>
      </header>
      <PostList
        key={name}
        label={`Posts tagged #${name}`}
        filter={{ scope: 'all', sort: 'latest', tag: name }}
        empty={
          <EmptyState icon="inbox" title={`No posts tagged #${name} yet`}>
            Write #{name} in a post to start the conversation.
          </EmptyState>
        }
      />
    </div>
  )
}
