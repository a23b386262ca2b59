import type { Post } from '@agora/domain'

/** The `ctx.sharedReads` tag of everything that shows this post (feed pages, the post itself). */
export const postTag = (postId: string) => `post:${postId}`

/** The tag of everything that shows this person as an author. */
export const authorTag = (userId: string) => `author:${userId}`

/** What one shared post shows: the post and its author; a post not found, only its id. */
export function postTags(postId: string, shown: Post | null): string[] {
  return shown ? [postTag(shown.id), authorTag(shown.author.id)] : [postTag(postId)]
}
