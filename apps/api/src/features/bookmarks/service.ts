import type { BookmarkKind } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { postBookmarks, proposalBookmarks } from '../../db/schema/bookmarks.ts'
import type { Viewer } from '../../http/viewer.ts'
import { writeFavorite } from '../marketplace/listings.ts'
import { findPost } from '../posts/service.ts'
import { findProposal } from '../proposals/service.ts'

/**
 * Bookmarks or un-bookmarks an item for the viewer; doing it twice changes nothing. A
 * listing's bookmark is its favourite, written (and announced) by the marketplace.
 */
export async function setBookmark(
  ctx: AppContext,
  viewer: Viewer,
  kind: BookmarkKind,
  targetId: string,
  bookmarked: boolean,
) {
  if (kind === 'listing') await writeFavorite(ctx, viewer, targetId, bookmarked)
  else {
    if (kind === 'post') await setPostBookmark(ctx, viewer, targetId, bookmarked)
    else await setProposalBookmark(ctx, viewer, targetId, bookmarked)
    ctx.events.publish('bookmark.changed', { userId: viewer.userId, kind, targetId, bookmarked })
  }
  return { bookmarked }
}

async function setPostBookmark(ctx: AppContext, viewer: Viewer, postId: string, on: boolean) {
  await findPost(ctx, postId)
  if (on) {
    await ctx.db
      .insert(postBookmarks)
      .values({ userId: viewer.userId, postId, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
  } else {
    await ctx.db
      .delete(postBookmarks)
      .where(and(eq(postBookmarks.userId, viewer.userId), eq(postBookmarks.postId, postId)))
  }
}

async function setProposalBookmark(
  ctx: AppContext,
  viewer: Viewer,
  proposalId: string,
  on: boolean,
) {
  await findProposal(ctx, proposalId)
  if (on) {
    await ctx.db
      .insert(proposalBookmarks)
      .values({ userId: viewer.userId, proposalId, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
  } else {
    await ctx.db
      .delete(proposalBookmarks)
      .where(
        and(
          eq(proposalBookmarks.userId, viewer.userId),
          eq(proposalBookmarks.proposalId, proposalId),
        ),
      )
  }
}
