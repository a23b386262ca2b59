import type { Post, ReactionType } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'

/** A reaction's name in the active language ("Like"). */
export const reactionLabel = (type: ReactionType) => t(`posts.reaction.${type}`)

/** The post as it will be once the viewer's reaction is added or removed. */
export function withViewerReaction(post: Post, type: ReactionType, add: boolean): Post {
  const has = post.viewerReactions.includes(type)
  if (has === add) return post
  const count = Math.max(0, (post.reactions[type] ?? 0) + (add ? 1 : -1))
  return {
    ...post,
    reactions: { ...post.reactions, [type]: count },
    viewerReactions: add
      ? [...post.viewerReactions, type]
      : post.viewerReactions.filter((t) => t !== type),
  }
}

export function totalReactions(post: Pick<Post, 'reactions'>): number {
  return Object.values(post.reactions).reduce((sum, n) => sum + (n ?? 0), 0)
}
