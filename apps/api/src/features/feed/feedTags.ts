import type { FeedQuery, Post } from '@agora/domain'
import type { AppEvent, FEED_EVENTS } from '../../events/events.ts'

type FeedEvent = AppEvent<(typeof FEED_EVENTS)[number]>

const ALL = 'feed:all'
const TRENDING = 'feed:trending'
const community = (communityId: string) => `feed:community:${communityId}`
const post = (postId: string) => `post:${postId}`
const author = (userId: string) => `author:${userId}`

/** What a shared feed page shows (`ctx.sharedReads` tags): its scope, order, posts and authors. */
export function feedPageTags(
  communityId: string | null,
  sort: FeedQuery['sort'],
  posts: Post[],
): string[] {
  return [
    communityId ? community(communityId) : ALL,
    ...(sort === 'trending' ? [TRENDING] : []),
    ...posts.flatMap((shown) => [post(shown.id), author(shown.author.id)]),
  ]
}

/**
 * The shared feed pages an event changes, by their tags. A reaction or a comment changes one
 * post's counts (the newest-first pages showing it) and what trends (any trending page may
 * take the post in). A new, edited, pinned, hidden or deleted post can move every page of its
 * scope (the whole feed and its community).
 */
export function feedTagsChangedBy(event: FeedEvent): string[] {
  switch (event.type) {
    case 'post.created':
    case 'post.updated':
    case 'post.deleted': {
      const { postId, communityId } = event.data
      return [post(postId), ALL, ...(communityId ? [community(communityId)] : [])]
    }
    case 'comment.created':
    case 'comment.deleted':
    case 'reaction.changed':
      return [post(event.data.postId), TRENDING]
    case 'repost.changed':
      return [post(event.data.postId)]
    case 'user.changed':
      return [author(event.data.userId)]
  }
}
