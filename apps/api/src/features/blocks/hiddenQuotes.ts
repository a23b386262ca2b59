import type { Audience, Post, Quote } from '@agora/domain'
import type { AppContext } from '../../context.ts'
import { relationsOf } from './relations.ts'

/**
 * Posts whose quote cards show nothing of people the viewer blocked, was blocked by or muted:
 * the card keeps what it links to but not the quoted text, like a removed item's, and says
 * why when the viewer chose it (`hiddenBecause`). Run per viewer on presented posts, since
 * pages are presented once for every reader.
 */
export async function withoutHiddenQuotes<P extends Post>(
  ctx: AppContext,
  viewer: Audience,
  posts: P[],
): Promise<P[]> {
  if (!viewer || !posts.some((post) => post.quote?.preview?.author)) return posts
  const { blocked, blockedBy, muted } = await relationsOf(ctx, viewer.userId)
  if (blocked.size === 0 && blockedBy.size === 0 && muted.size === 0) return posts
  const hiddenQuote = (quote: Quote): Quote | null => {
    const authorId = quote.preview?.author?.id
    if (!authorId || authorId === viewer.userId) return null
    const card = { kind: quote.kind, id: quote.id, preview: null }
    if (blocked.has(authorId)) return { ...card, hiddenBecause: 'blocked' }
    if (blockedBy.has(authorId)) return card
    if (muted.has(authorId)) return { ...card, hiddenBecause: 'muted' }
    return null
  }
  return posts.map((post) => {
    const quote = post.quote && hiddenQuote(post.quote)
    return quote ? { ...post, quote } : post
  })
}
