import type { Audience, Author, CommunityRef, Media, Post, Quote } from '@agora/domain'
import { inArray } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { communities, media, type posts } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import { type AuthorRow, authorColumns, toAuthor } from '../../presenters/author.ts'
import { mediaUrl } from '../../presenters/media.ts'
import { withoutHiddenQuotes } from '../blocks/hiddenQuotes.ts'
import { previewsOfPosts } from '../linkPreviews/store.ts'
import { pollsOf, viewerPollsOf } from '../polls/pollView.ts'
import { announcedProposalsOf } from '../proposalCards/announcedProposalsOf.ts'
import { quotesOf } from '../quotes/quoteView.ts'
import { viewerStateOf } from './viewerState.ts'

export type PostRow = typeof posts.$inferSelect

// each presented post's author row, so a page presented for everyone can be re-presented
// for one viewer (their own posts, an admin) without reading the authors again
const authorRowOf = new WeakMap<Post, AuthorRow>()

/**
 * Posts in the API's shape, in the order given, with authors (as `viewer` may see them),
 * media, what they quote and the viewer's own reactions, bookmarks and reposts. Callers
 * page the posts table alone (on its indexes) and hand the page here.
 */
export async function presentPosts(
  ctx: AppContext,
  rows: PostRow[],
  viewer: Audience,
): Promise<Post[]> {
  if (rows.length === 0) return []
  const authorIds = [...new Set(rows.map((post) => post.authorId))]
  const mediaIds = rows.flatMap((post) => post.mediaIds)
  const communityIds = [...new Set(rows.flatMap((post) => post.communityId ?? []))]
  const postIds = rows.map((post) => post.id)
  const [authorRows, mediaRows, communityRows, quotes, linkPreviews, polls, state, announced] =
    await Promise.all([
      ctx.db.select(authorColumns).from(users).where(inArray(users.id, authorIds)),
      mediaIds.length
        ? ctx.db
            .select({ id: media.id, contentType: media.contentType })
            .from(media)
            .where(inArray(media.id, mediaIds))
        : [],
      communityIds.length
        ? ctx.db
            .select({ id: communities.id, slug: communities.slug, name: communities.name })
            .from(communities)
            .where(inArray(communities.id, communityIds))
        : [],
      quotesOf(ctx, rows, viewer),
      previewsOfPosts(ctx, rows),
      pollsOf(ctx, postIds, viewer?.userId ?? null),
      viewerStateOf(ctx, viewer?.userId ?? null, rows),
      announcedProposalsOf(ctx, rows),
    ])
  const mediaById = new Map<string, Media>(
    mediaRows.map((m) => [m.id, { id: m.id, url: mediaUrl(m.id), contentType: m.contentType }]),
  )
  const authors = new Map(authorRows.map((author) => [author.id, author]))
  const communitiesById = new Map<string, CommunityRef>(communityRows.map((c) => [c.id, c]))

  const presented = rows.flatMap((post) => {
    const author = authors.get(post.authorId)
    if (!author) return []
    const shown = present(post, toAuthor(author, viewer), quotes.get(post.id) ?? null)
    authorRowOf.set(shown, author)
    return [shown]
  })
  const quoted = await withoutHiddenQuotes(ctx, viewer, presented)
  quoted.forEach((post, at) => {
    const row = authorRowOf.get(presented[at] as Post)
    if (row) authorRowOf.set(post, row)
  })
  return quoted

  function present(post: PostRow, author: Author, quote: Quote | null): Post {
    const removed = post.hiddenAt !== null
    const proposal = removed ? undefined : announced.get(post.id)
    return {
      id: post.id,
      author,
      content: removed ? '' : post.content,
      communityId: post.communityId,
      community: post.communityId ? (communitiesById.get(post.communityId) ?? null) : null,
      media: removed ? [] : post.mediaIds.flatMap((id) => mediaById.get(id) ?? []),
      createdAt: post.createdAt.toISOString(),
      editedAt: post.editedAt?.toISOString() ?? null,
      pinned: post.pinned,
      commentCount: post.commentCount,
      repostCount: post.repostCount,
      viewerReposted: state.reposted.has(post.id),
      quote: removed ? null : quote,
      linkPreview: removed ? null : (linkPreviews.get(post.id) ?? null),
      poll: removed ? null : (polls.get(post.id) ?? null),
      reactions: nonZero(post.reactionCounts),
      viewerReactions: state.reactions.get(post.id) ?? [],
      viewerBookmarked: state.bookmarked.has(post.id),
      removedByModerators: removed,
      ...(proposal && { proposal }),
    }
  }
}

/**
 * The same posts (presented for an anonymous reader) as `viewer` sees them: with the
 * reactions, bookmarks and reposts they gave, and authors shown as their privacy settings
 * allow this viewer.
 */
export async function forViewer<P extends Post>(
  ctx: AppContext,
  presented: P[],
  viewer: NonNullable<Audience>,
): Promise<P[]> {
  const [state, votedPolls] = await Promise.all([
    viewerStateOf(ctx, viewer.userId, presented),
    viewerPollsOf(ctx, presented, viewer.userId),
  ])
  const quoted = await withoutHiddenQuotes(ctx, viewer, presented)
  return quoted.map((post, at) => {
    const row = authorRowOf.get(presented[at] as P)
    const author = row ? toAuthor(row, viewer) : post.author
    const viewerReactions = state.reactions.get(post.id) ?? []
    const viewerBookmarked = state.bookmarked.has(post.id)
    const viewerReposted = state.reposted.has(post.id)
    const poll = votedPolls.get(post.id) ?? post.poll
    // the same for this viewer: the shared object itself, whose JSON is made once (pageSerializer)
    if (
      viewerReactions.length === 0 &&
      post.viewerReactions.length === 0 &&
      viewerBookmarked === post.viewerBookmarked &&
      viewerReposted === post.viewerReposted &&
      poll === post.poll &&
      sameAuthor(author, post.author)
    )
      return post
    return { ...post, author, viewerReactions, viewerBookmarked, viewerReposted, poll }
  })
}

function sameAuthor(a: Author, b: Author) {
  return a.address === b.address && a.ens === b.ens && a.avatar === b.avatar
}

function nonZero(counts: Record<string, number>) {
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0))
}
