import type { ReactionType } from '@agora/domain'
import { type AnyColumn, and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { preparedPerDb } from '../../db/preparedPerDb.ts'
import { postBookmarks } from '../../db/schema/bookmarks.ts'
import { reposts } from '../../db/schema/reposts.ts'
import { reactions } from '../../db/schema/social.ts'

/** What the viewer did to a page of posts: their reactions, bookmarks and reposts. */
export type ViewerState = {
  reactions: ReadonlyMap<string, ReactionType[]>
  bookmarked: ReadonlySet<string>
  reposted: ReadonlySet<string>
}

const NONE: ViewerState = { reactions: new Map(), bookmarked: new Set(), reposted: new Set() }

const onPage = (column: AnyColumn) => sql`${column} = any(${sql.placeholder('postIds')}::uuid[])`

type Mark = ReactionType | 'bookmark' | 'repost'

// one round trip for the three: this runs on every signed-in page of posts
const viewerStateQuery = preparedPerDb((db) =>
  db
    .select({ postId: reactions.postId, mark: sql<Mark>`${reactions.type}` })
    .from(reactions)
    .where(and(eq(reactions.userId, sql.placeholder('viewerId')), onPage(reactions.postId)))
    .unionAll(
      db
        .select({ postId: postBookmarks.postId, mark: sql<Mark>`'bookmark'` })
        .from(postBookmarks)
        .where(
          and(eq(postBookmarks.userId, sql.placeholder('viewerId')), onPage(postBookmarks.postId)),
        ),
    )
    .unionAll(
      db
        .select({ postId: reposts.postId, mark: sql<Mark>`'repost'` })
        .from(reposts)
        .where(and(eq(reposts.userId, sql.placeholder('viewerId')), onPage(reposts.postId))),
    )
    .prepare('viewer_post_state'),
)

/** The viewer's own marks on these posts; kept per viewer until they change one. */
export function viewerStateOf(
  ctx: AppContext,
  viewerId: string | null,
  posts: { id: string }[],
): Promise<ViewerState> {
  if (!viewerId || posts.length === 0) return Promise.resolve(NONE)
  const postIds = posts.map((post) => post.id)
  return ctx.viewerReads.read(viewerId, `state:${postIds.join(',')}`, async () => {
    const rows = await viewerStateQuery(ctx.db).execute({ viewerId, postIds })
    const state = {
      reactions: new Map<string, ReactionType[]>(),
      bookmarked: new Set<string>(),
      reposted: new Set<string>(),
    }
    for (const { postId, mark } of rows) {
      if (mark === 'bookmark') state.bookmarked.add(postId)
      else if (mark === 'repost') state.reposted.add(postId)
      else state.reactions.set(postId, [...(state.reactions.get(postId) ?? []), mark])
    }
    return state
  })
}
