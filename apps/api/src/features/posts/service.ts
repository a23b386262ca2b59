import {
  type Audience,
  BadRequestError,
  ForbiddenError,
  hashtagsIn,
  type NewPoll,
  NotFoundError,
} from '@agora/domain'
import { eq } from 'drizzle-orm'
import { recordModeration } from '../../audit/recordModeration.ts'
import type { AppContext } from '../../context.ts'
import { postRevisions } from '../../db/schema/revisions.ts'
import { posts } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { refuseQuoteIfBlocked } from '../blocks/refuseIfBlocked.ts'
import { findCommunity, mayRemoveContent, requireCommunityRole } from '../communities/membership.ts'
import { ownedMediaIds } from '../media/service.ts'
import { insertPoll } from '../polls/newPoll.ts'
import { type QuoteRef, requireQuotable } from '../quotes/quotedItem.ts'
import { postTag, postTags } from './postTags.ts'
import { forViewer, presentPosts } from './postView.ts'

export type NewPost = {
  content: string
  communityId?: string | undefined
  media?: string[] | undefined
  quote?: QuoteRef | undefined
  poll?: NewPoll | undefined
}

export async function createPost(ctx: AppContext, viewer: Viewer, input: NewPost) {
  let communityId: string | null = null
  if (input.communityId) {
    const community = await findCommunity(ctx, input.communityId)
    await requireCommunityRole(ctx, community.id, viewer.userId, 'member')
    communityId = community.id
  }
  const mediaIds = await ownedMediaIds(ctx, viewer.userId, input.media ?? [])
  if (input.quote) await requireQuotable(ctx, input.quote)
  await refuseQuoteIfBlocked(ctx, viewer.userId, input.quote)
  const post = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now()
    const [inserted] = await tx
      .insert(posts)
      .values({
        authorId: viewer.userId,
        communityId,
        content: input.content,
        tags: hashtagsIn(input.content),
        mediaIds,
        quoteKind: input.quote?.kind ?? null,
        quoteId: input.quote?.id ?? null,
        createdAt: now,
      })
      .returning({ id: posts.id })
    if (!inserted) throw new Error('post insert returned nothing')
    if (input.poll) await insertPoll(tx, inserted.id, input.poll, now)
    return inserted
  })
  ctx.events.publish('post.created', { postId: post.id, authorId: viewer.userId, communityId })
  return getPost(ctx, post.id, viewer)
}

// as long as a shared feed page is kept: readers of one post share its reading for that moment
const SHARED_POST_MS = 1000

/**
 * A post as `viewer` sees it. Readers share the post as anyone sees it for a moment, forgotten
 * by the events that forget feed pages showing it (`postTags`); then the viewer's own
 * reactions, bookmarks, reposts and vote are added (`forViewer`). A post that quotes is read
 * afresh, unless this call just read it for anyone and anyone asks: what it quotes (a post, a
 * proposal, a listing) changes without touching it, and a quoted author's address may show to
 * the viewer and not to anyone.
 */
export async function getPost(ctx: AppContext, postId: string, viewer: Audience) {
  let readJustNow = false
  const shared = found(
    await ctx.sharedReads.read(
      postTag(postId),
      SHARED_POST_MS,
      () => {
        readJustNow = true
        return readPost(ctx, postId, null)
      },
      (shown) => postTags(postId, shown),
    ),
  )
  const freshForAnyone = readJustNow && !viewer
  if (shared.quote && !freshForAnyone) return found(await readPost(ctx, postId, viewer))
  if (!viewer) return shared
  const [post] = await forViewer(ctx, [shared], viewer)
  return found(post)
}

function found<P>(post: P | null | undefined): P {
  if (!post) throw new NotFoundError('POST_NOT_FOUND')
  return post
}

async function readPost(ctx: AppContext, postId: string, viewer: Audience) {
  const rows = await ctx.db.select().from(posts).where(eq(posts.id, postId))
  const [post] = await presentPosts(ctx, rows, viewer)
  return post ?? null
}

/** The author edits; the text it replaces is kept in the post's history. */
export async function updatePost(ctx: AppContext, viewer: Viewer, postId: string, content: string) {
  const post = await findPost(ctx, postId)
  if (post.authorId !== viewer.userId) throw new ForbiddenError('NOT_AUTHOR', { target: 'post' })
  const changed = await ctx.db.transaction(async (tx) => {
    // locked, so two edits at once each keep the text the other replaced
    const [current] = await tx.select().from(posts).where(eq(posts.id, postId)).for('update')
    if (!current) throw new NotFoundError('POST_NOT_FOUND')
    if (current.content === content) return false
    const now = ctx.clock.now()
    await tx.insert(postRevisions).values({
      postId,
      content: current.content,
      createdAt: current.editedAt ?? current.createdAt,
      replacedAt: now,
    })
    await tx
      .update(posts)
      .set({ content, tags: hashtagsIn(content), editedAt: now })
      .where(eq(posts.id, postId))
    return true
  })
  if (changed)
    ctx.events.publish('post.updated', { postId, communityId: post.communityId, change: 'text' })
  return getPost(ctx, postId, viewer)
}

/** Its author, a moderator of its community, or a platform moderator may delete a post. */
export async function deletePost(ctx: AppContext, viewer: Viewer, postId: string) {
  const post = await findPost(ctx, postId)
  const allowed = await mayRemoveContent(ctx, viewer, {
    authorId: post.authorId,
    communityId: post.communityId,
  })
  if (!allowed) throw new ForbiddenError('DELETE_NOT_ALLOWED', { target: 'post' })
  await ctx.db.delete(posts).where(eq(posts.id, postId))
  ctx.events.publish('post.deleted', { postId, communityId: post.communityId })
}

export async function setPinned(ctx: AppContext, viewer: Viewer, postId: string, pinned: boolean) {
  const post = await findPost(ctx, postId)
  if (!post.communityId) throw new BadRequestError('POST_NOT_IN_COMMUNITY')
  await requireCommunityRole(ctx, post.communityId, viewer.userId, 'moderator')
  const communityId = post.communityId
  await ctx.db.transaction(async (tx) => {
    await tx.update(posts).set({ pinned }).where(eq(posts.id, postId))
    await recordModeration(tx, {
      communityId,
      actorId: viewer.userId,
      action: pinned ? 'pin' : 'unpin',
      targetKind: 'post',
      targetId: postId,
      createdAt: ctx.clock.now(),
    })
  })
  ctx.events.publish('post.updated', { postId, communityId, change: 'pin' })
  return getPost(ctx, postId, viewer)
}

export async function findPost(ctx: AppContext, postId: string) {
  const [post] = await ctx.db.select().from(posts).where(eq(posts.id, postId))
  if (!post) throw new NotFoundError('POST_NOT_FOUND')
  return post
}
