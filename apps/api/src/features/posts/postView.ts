import type { Audience, Author, CommunityRef, Media, Post, ReactionType } from '@agora/domain'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { preparedPerDb } from '../../db/preparedPerDb.ts'
import { users } from '../../db/schema/accounts.ts'
import { postBookmarks } from '../../db/schema/bookmarks.ts'
import { communities, media, type posts, reactions } from '../../db/schema/social.ts'
import { type AuthorRow, authorColumns, toAuthor } from '../../presenters/author.ts'
import { mediaUrl } from '../../presenters/media.ts'
import { pollsOf, viewerPollsOf } from '../polls/pollView.ts'

export type PostRow = typeof posts.$inferSelect

// each presented post's author row, so a page presented for everyone can be re-presented
// for one viewer (their own posts, an admin) without reading the authors again
const authorRowOf = new WeakMap<Post, AuthorRow>()

/**
 * Posts in the API's shape, in the order given, with authors (as `viewer` may see them),
 * media and the viewer's reactions. Callers page the posts table alone (on its indexes)
 * and hand the page here.
 */
export async function presentPosts(
  ctx: AppContext,
  rows: PostRow[],
  viewer: Audience,
): Promise<Post[]> {
  const viewerId = viewer?.userId ?? null
  if (rows.length === 0) return []
  const authorIds = [...new Set(rows.map((post) => post.authorId))]
  const mediaIds = rows.flatMap((post) => post.mediaIds)
  const communityIds = [...new Set(rows.flatMap((post) => post.communityId ?? []))]
  const pollsRead = pollsOf(
    ctx,
    rows.map((post) => post.id),
    viewerId,
  )
  const [authorRows, mediaRows, communityRows, viewerReactions, bookmarked] = await Promise.all([
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
    viewerId ? reactionsOf(ctx, viewerId, rows) : new Map<string, ReactionType[]>(),
    viewerId ? bookmarksOf(ctx, viewerId, rows) : new Set<string>(),
  ])
  const polls = await pollsRead
  const mediaById = new Map<string, Media>(
    mediaRows.map((m) => [m.id, { id: m.id, url: mediaUrl(m.id), contentType: m.contentType }]),
  )
  const authors = new Map(authorRows.map((author) => [author.id, author]))
  const communitiesById = new Map<string, CommunityRef>(communityRows.map((c) => [c.id, c]))

  return rows.flatMap((post) => {
    const author = authors.get(post.authorId)
    if (!author) return []
    const presented = present(post, toAuthor(author, viewer))
    authorRowOf.set(presented, author)
    return [presented]
  })

  function present(post: PostRow, author: Author): Post {
    return {
      id: post.id,
      author,
      content: post.hiddenAt ? '' : post.content,
      communityId: post.communityId,
      community: post.communityId ? (communitiesById.get(post.communityId) ?? null) : null,
      media: post.hiddenAt ? [] : post.mediaIds.flatMap((id) => mediaById.get(id) ?? []),
      createdAt: post.createdAt.toISOString(),
      editedAt: post.editedAt?.toISOString() ?? null,
      pinned: post.pinned,
      commentCount: post.commentCount,
      reactions: nonZero(post.reactionCounts),
      viewerReactions: viewerReactions.get(post.id) ?? [],
      viewerBookmarked: bookmarked.has(post.id),
      removedByModerators: post.hiddenAt !== null,
      poll: post.hiddenAt ? null : (polls.get(post.id) ?? null),
    }
  }
}

/**
 * The same posts (presented for an anonymous reader) as `viewer` sees them: with the
 * reactions they gave, and authors shown as their privacy settings allow this viewer.
 */
export async function forViewer<P extends Post>(
  ctx: AppContext,
  presented: P[],
  viewer: NonNullable<Audience>,
): Promise<P[]> {
  const [byPost, bookmarked, votedPolls] = await Promise.all([
    reactionsOf(ctx, viewer.userId, presented),
    bookmarksOf(ctx, viewer.userId, presented),
    viewerPollsOf(ctx, presented, viewer.userId),
  ])
  return presented.map((post) => {
    const row = authorRowOf.get(post)
    const author = row ? toAuthor(row, viewer) : post.author
    const viewerReactions = byPost.get(post.id) ?? []
    const viewerBookmarked = bookmarked.has(post.id)
    const poll = votedPolls.get(post.id) ?? post.poll
    // the same for this viewer: the shared object itself, whose JSON is made once (pageSerializer)
    if (
      viewerReactions.length === 0 &&
      post.viewerReactions.length === 0 &&
      viewerBookmarked === post.viewerBookmarked &&
      poll === post.poll &&
      sameAuthor(author, post.author)
    )
      return post
    return { ...post, author, viewerReactions, viewerBookmarked, poll }
  })
}

function sameAuthor(a: Author, b: Author) {
  return a.address === b.address && a.ens === b.ens && a.avatar === b.avatar
}

const reactionsByViewer = preparedPerDb((db) =>
  db
    .select({ postId: reactions.postId, type: reactions.type })
    .from(reactions)
    .where(
      and(
        eq(reactions.userId, sql.placeholder('viewerId')),
        sql`${reactions.postId} = any(${sql.placeholder('postIds')}::uuid[])`,
      ),
    )
    .prepare('viewer_reactions'),
)

/** The viewer's own reactions on these posts; kept per viewer until they react again. */
function reactionsOf(
  ctx: AppContext,
  viewerId: string,
  posts: { id: string }[],
): Promise<ReadonlyMap<string, ReactionType[]>> {
  if (posts.length === 0) return Promise.resolve(new Map())
  const postIds = posts.map((post) => post.id)
  return ctx.viewerReads.read(viewerId, `reactions:${postIds.join(',')}`, async () => {
    const rows = await reactionsByViewer(ctx.db).execute({ viewerId, postIds })
    const byPost = new Map<string, ReactionType[]>()
    for (const { postId, type } of rows) byPost.set(postId, [...(byPost.get(postId) ?? []), type])
    return byPost
  })
}

function nonZero(counts: Record<string, number>) {
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0))
}

const bookmarksByViewer = preparedPerDb((db) =>
  db
    .select({ postId: postBookmarks.postId })
    .from(postBookmarks)
    .where(
      and(
        eq(postBookmarks.userId, sql.placeholder('viewerId')),
        sql`${postBookmarks.postId} = any(${sql.placeholder('postIds')}::uuid[])`,
      ),
    )
    .prepare('viewer_post_bookmarks'),
)

/** Which of these posts the viewer bookmarked; kept per viewer until they bookmark again. */
function bookmarksOf(
  ctx: AppContext,
  viewerId: string,
  posts: { id: string }[],
): Promise<ReadonlySet<string>> {
  if (posts.length === 0) return Promise.resolve(new Set())
  const postIds = posts.map((post) => post.id)
  return ctx.viewerReads.read(viewerId, `bookmarks:${postIds.join(',')}`, async () => {
    const rows = await bookmarksByViewer(ctx.db).execute({ viewerId, postIds })
    return new Set(rows.map((row) => row.postId))
  })
}
