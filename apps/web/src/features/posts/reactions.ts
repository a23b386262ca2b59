import type { Post, ReactionType } from '@agora/domain'

export const REACTION_LABELS: Record<ReactionType, string> = {
  like: 'Like',
  love: 'Love',
  fire: 'Fire',
  rocket: 'Rocket',
  laugh: 'Laugh',
  sad: 'Sad',
}

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
