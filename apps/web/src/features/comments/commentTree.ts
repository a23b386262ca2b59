import type { Comment } from '@agora/domain'

export interface CommentNode {
  comment: Comment
  replies: CommentNode[]
}

/**
 * Nests replies under their parents, keeping the API's oldest-first order at every level.
 * A reply whose parent is not in the list (gone, or on a page not loaded) stands on its own.
 */
export function buildCommentTree(comments: readonly Comment[]): CommentNode[] {
  const nodes = new Map<string, CommentNode>()
  for (const comment of comments) nodes.set(comment.id, { comment, replies: [] })
  const roots: CommentNode[] = []
  for (const comment of comments) {
    const node = nodes.get(comment.id)
    if (!node) continue
    const parent = comment.parentId ? nodes.get(comment.parentId) : undefined
    if (parent && parent !== node) parent.replies.push(node)
    else roots.push(node)
  }
  return roots
}

/** The ids of a comment and every reply under it, as deleting it removes them all. */
export function threadIds(comments: readonly Comment[], rootId: string): Set<string> {
  const ids = new Set([rootId])
  let grew = true
  while (grew) {
    grew = false
    for (const comment of comments) {
      if (comment.parentId && ids.has(comment.parentId) && !ids.has(comment.id)) {
        ids.add(comment.id)
        grew = true
      }
    }
  }
  return ids
}
