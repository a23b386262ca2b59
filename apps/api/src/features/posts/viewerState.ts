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

/**
 * How long after a viewer's known marks were started a post must be written to be known
 * unmarked: posts written by another instance carry its clock, which may run a little ahead.
 */
const CLOCK_SKEW_MS = 1_000
/** Past this many posts a viewer's known marks start again (they are read again as asked). */
const MAX_KNOWN_POSTS = 2_000

/** Where `viewerReads` keeps a viewer's marks (`KnownMarks`). */
export const MARKS_KEY = 'marks'

/**
 * The viewer's marks by post, as far as they have been read (or are being read). A post written
 * after `unmarkedAfter` has none of theirs: marking it would have forgotten these
 * (`reaction.changed`, `bookmark.changed` and `repost.changed` forget the viewer's marks, on every
 * instance).
 */
type KnownMarks = { unmarkedAfter: number; byPost: Map<string, Promise<readonly Mark[]>> }

const UNMARKED: Promise<readonly Mark[]> = Promise.resolve([])

/**
 * The viewer's own marks on these posts. Kept per viewer until they change one, and read only
 * for posts not asked about before, written before the viewer's marks were started: a feed that
 * moved on by a few new posts costs no query.
 */
export async function viewerStateOf(
  ctx: AppContext,
  viewerId: string | null,
  posts: Array<{ id: string; createdAt: Date | string }>,
): Promise<ViewerState> {
  if (!viewerId || posts.length === 0) return NONE
  const known = await ctx.viewerReads.read<KnownMarks>(viewerId, MARKS_KEY, async () => ({
    unmarkedAfter: ctx.clock.now().getTime() + CLOCK_SKEW_MS,
    byPost: new Map(),
  }))
  const unknown = posts.filter((post) => !known.byPost.has(post.id))
  if (known.byPost.size + unknown.length > MAX_KNOWN_POSTS) known.byPost.clear()
  const toRead = unknown.filter((post) => new Date(post.createdAt).getTime() <= known.unmarkedAfter)
  for (const post of unknown) known.byPost.set(post.id, UNMARKED)
  if (toRead.length > 0) readMarks(ctx, viewerId, toRead, known)
  const marks = await Promise.all(
    posts.map(async (post) => [post.id, (await known.byPost.get(post.id)) ?? []] as const),
  )
  return stateOf(marks)
}

/** Reads the viewer's marks on `posts` into `known`; concurrent asks for them wait on it. */
function readMarks(ctx: AppContext, viewerId: string, posts: { id: string }[], known: KnownMarks) {
  const postIds = posts.map((post) => post.id)
  const read = viewerStateQuery(ctx.db).execute({ viewerId, postIds })
  for (const postId of postIds) {
    const marks = read.then((rows) =>
      rows.filter((row) => row.postId === postId).map((row) => row.mark),
    )
    known.byPost.set(postId, marks)
    // a failed read is not kept: the next ask reads again
    marks.catch(() => {
      if (known.byPost.get(postId) === marks) known.byPost.delete(postId)
    })
  }
}

function stateOf(marks: ReadonlyArray<readonly [string, readonly Mark[]]>): ViewerState {
  const state = {
    reactions: new Map<string, ReactionType[]>(),
    bookmarked: new Set<string>(),
    reposted: new Set<string>(),
  }
  for (const [postId, ofPost] of marks) {
    for (const mark of ofPost) {
      if (mark === 'bookmark') state.bookmarked.add(postId)
      else if (mark === 'repost') state.reposted.add(postId)
      else state.reactions.set(postId, [...(state.reactions.get(postId) ?? []), mark])
    }
  }
  return state
}
