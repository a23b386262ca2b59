import {
  BOOKMARKS_PAGE_SIZE,
  type Bookmark,
  type BookmarkKind,
  type Listing,
  type Post,
  type Proposal,
} from '@agora/domain'
import { inArray, type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, toPage } from '../../db/cursor.ts'
import { queryRows } from '../../db/queryRows.ts'
import { postBookmarks, proposalBookmarks } from '../../db/schema/bookmarks.ts'
import { proposals } from '../../db/schema/governance.ts'
import { listingFavorites, listings } from '../../db/schema/marketplace.ts'
import { posts } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { listingColumns, presentListings } from '../marketplace/listingView.ts'
import { presentPosts } from '../posts/postView.ts'
import { presentProposals } from '../proposals/proposalView.ts'

type Marked = { kind: BookmarkKind; id: string; at: Date | string }

/** The viewer's bookmarks, newest first: of one kind, or of every kind together. */
export async function listBookmarks(
  ctx: AppContext,
  viewer: Viewer,
  kind: BookmarkKind | undefined,
  cursorValue: string | undefined,
) {
  const cursor = decodeCursor(cursorValue)
  const sources = (kind ? [kind] : (['post', 'listing', 'proposal'] as const)).map((k) =>
    sourceOf(k, viewer.userId),
  )
  const rows = await queryRows<Marked>(
    ctx.db,
    sql`select kind, id, at from (${sql.join(sources, sql` union all `)}) marked
      ${cursor ? sql`where (at, id) < (${cursorTime(cursor)}::timestamptz, ${cursor.id}::uuid)` : sql``}
      order by at desc, id desc
      limit ${BOOKMARKS_PAGE_SIZE + 1}`,
  )
  const { page, nextCursor } = toPage(rows, BOOKMARKS_PAGE_SIZE, (row) => ({
    at: new Date(row.at).toISOString(),
    id: row.id,
  }))
  const items = await presentAll(ctx, viewer, page)
  const data = page.flatMap((row): Bookmark[] => {
    const bookmarkedAt = new Date(row.at).toISOString()
    if (row.kind === 'post') {
      const post = items.posts.get(row.id)
      return post ? [{ kind: 'post', bookmarkedAt, post }] : []
    }
    if (row.kind === 'listing') {
      const listing = items.listings.get(row.id)
      return listing ? [{ kind: 'listing', bookmarkedAt, listing }] : []
    }
    const proposal = items.proposals.get(row.id)
    return proposal ? [{ kind: 'proposal', bookmarkedAt, proposal }] : []
  })
  return { data, nextCursor }
}

function sourceOf(kind: BookmarkKind, userId: string): SQL {
  if (kind === 'post')
    return sql`select 'post' as kind, ${postBookmarks.postId} as id, ${postBookmarks.createdAt} as at
      from ${postBookmarks} where ${postBookmarks.userId} = ${userId}`
  if (kind === 'proposal')
    return sql`select 'proposal' as kind, ${proposalBookmarks.proposalId} as id, ${proposalBookmarks.createdAt} as at
      from ${proposalBookmarks} where ${proposalBookmarks.userId} = ${userId}`
  // a listing its seller took off the market is gone for everyone else
  return sql`select 'listing' as kind, ${listingFavorites.listingId} as id, ${listingFavorites.createdAt} as at
    from ${listingFavorites} join ${listings} on ${listings.id} = ${listingFavorites.listingId}
    where ${listingFavorites.userId} = ${userId}
      and (${listings.status} <> 'removed' or ${listings.sellerId} = ${userId})`
}

async function presentAll(ctx: AppContext, viewer: Viewer, page: Marked[]) {
  const idsOf = (kind: BookmarkKind) => page.filter((row) => row.kind === kind).map((row) => row.id)
  const [postIds, listingIds, proposalIds] = [idsOf('post'), idsOf('listing'), idsOf('proposal')]
  const [postList, listingList, proposalList] = await Promise.all([
    postIds.length
      ? ctx.db
          .select()
          .from(posts)
          .where(inArray(posts.id, postIds))
          .then((rows) => presentPosts(ctx, rows, viewer))
      : ([] as Post[]),
    listingIds.length
      ? ctx.db
          .select(listingColumns)
          .from(listings)
          .where(inArray(listings.id, listingIds))
          .then((rows) => presentListings(ctx, rows, viewer.userId))
      : ([] as Listing[]),
    proposalIds.length
      ? ctx.db
          .select()
          .from(proposals)
          .where(inArray(proposals.id, proposalIds))
          .then((rows) => presentProposals(ctx, rows, viewer))
      : ([] as Proposal[]),
  ])
  const byId = <T extends { id: string }>(items: T[]) =>
    new Map(items.map((item) => [item.id, item]))
  return { posts: byId(postList), listings: byId(listingList), proposals: byId(proposalList) }
}
