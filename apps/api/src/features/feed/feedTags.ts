import type { FeedQuery, Post } from '@agora/domain'
import type { AppEvent, FEED_EVENTS } from '../../events/events.ts'
import { authorTag, postTag } from '../posts/postTags.ts'

type FeedEvent = AppEvent<(typeof FEED_EVENTS)[number]>

const ALL = 'feed:all'
const TRENDING = 'feed:trending'
const community = (communityId: string) => `feed:community:${communityId}`

/** What a shared feed page shows (`ctx.sharedReads` tags): its scope, order, posts and authors. */
export function feedPageTags(
  communityId: string | null,
  sort: FeedQuery['sort'],
  posts: Post[],
): string[] {
  return [
    communityId ? community(communityId) : ALL,
    ...(sort === 'trending' ? [TRENDING] : []),
    ...posts.flatMap((shown) => [postTag(shown.id), authorTag(shown.author.id)]),
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
      return [postTag(postId), ALL, ...(communityId ? [community(communityId)] : [])]
    }
    case 'comment.created':
    case 'comment.deleted':
    case 'reaction.changed':
      return [postTag(event.data.postId), TRENDING]
    case 'repost.changed':
      return [postTag(event.data.postId)]
    case 'user.changed':
      return [authorTag(event.data.userId)]
  }
}
