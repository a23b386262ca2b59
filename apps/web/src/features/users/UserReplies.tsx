import type { CommentWithPost } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { richMessage } from '../../i18n/richMessage.tsx'
import { displayName } from '../../lib/shortAddress.ts'
import { useInfiniteScroll } from '../../lib/useInfiniteScroll.ts'
import { userHref } from '../../lib/userHref.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { PostCard } from '../../ui/PostCard.tsx'
import { PostCardSkeleton } from '../../ui/PostCardSkeleton.tsx'
import { RichText } from '../../ui/RichText.tsx'
import { postHref } from '../posts/postHref.ts'
import { useUserComments } from './data.ts'
import './UserReplies.css'

/** A user's replies, newest first, each under the post it answers (a link to its thread). */
export function UserReplies({ handle }: { handle: string }) {
  const list = useUserComments(handle)
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  )
  if (list.isPending)
    return (
      <div className="post-list" role="status" aria-label={t('users.person.repliesLoading')}>
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    )
  if (list.isError && !list.data)
    return (
      <LoadError
        title={t('users.person.repliesError')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    )
  const replies = list.data.pages.flatMap((page) => page.data)
  if (replies.length === 0) return <EmptyState icon="message" title={t('users.person.noReplies')} />
  return (
    <div className="post-list">
      <div
        role="feed"
        aria-label={t('users.person.repliesLabel', { handle })}
        className="post-list"
      >
        {replies.map((reply) => (
          <Reply key={reply.id} reply={reply} />
        ))}
      </div>
      {isFetchingNextPage && <PostCardSkeleton />}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  )
}

function Reply({ reply }: { reply: CommentWithPost }) {
  const { post } = reply
  return (
    <PostCard
      author={displayName(reply.author)}
      avatar={<Avatar user={reply.author} size={40} />}
      authorHref={userHref(reply.author.handle)}
      createdAt={reply.createdAt}
      edited={reply.editedAt !== null}
      content={
        <>
          <div className="user-reply__context">
            <p>
              {richMessage('users.person.replyingTo', {
                person: (
                  <Link to={userHref(post.author.handle)}>
                    <bdi>{displayName(post.author)}</bdi>
                  </Link>
                ),
              })}
            </p>
            <Link className="user-reply__post" to={postHref(post.id, post.communityId)}>
              <bdi>{post.content}</bdi>
            </Link>
          </div>
          <RichText text={reply.content} />
        </>
      }
    />
  )
}
