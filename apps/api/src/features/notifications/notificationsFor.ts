import { mentionsIn, type OrderStatus } from '@agora/domain'
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { comments, posts, reactions } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import type { AppEvent } from '../../events/events.ts'
import { matchingSearches } from '../savedSearches/matchingSearches.ts'
import type { NotificationDraft } from './notificationDraft.ts'
import { proposalNotices, proposalOutcomeNotices } from './proposalNotifications.ts'

export const NOTIFICATION_SOURCES = [
  'comment.created',
  'post.created',
  'reaction.changed',
  'repost.changed',
  'follow.changed',
  'membership.changed',
  'order.changed',
  'order.reviewed',
  'offer.changed',
  'listing.created',
  'kyc.decided',
  'proposal.opened',
  'proposal.closing',
  'message.requested',
  'proposal.closed',
] as const

type Party = 'buyer' | 'seller'
/** Who hears of an order's new status: not the party whose own step caused it. */
const ORDER_AUDIENCE: Record<OrderStatus, Party[]> = {
  awaiting_payment: ['seller'],
  paid: ['buyer', 'seller'],
  shipped: ['buyer'],
  completed: ['seller'],
  cancelled: ['buyer', 'seller'],
  expired: ['buyer', 'seller'],
  disputed: ['buyer', 'seller'],
  refunded: ['buyer', 'seller'],
}

/** Who gets an inbox row for a bus event, and what it says. */
export async function notificationsFor(
  ctx: AppContext,
  event: AppEvent<(typeof NOTIFICATION_SOURCES)[number]>,
): Promise<NotificationDraft[]> {
  switch (event.type) {
    case 'comment.created': {
      const { postId, commentId, authorId } = event.data
      const [row] = await ctx.db
        .select({ content: comments.content, postAuthorId: posts.authorId })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(eq(comments.id, commentId))
      if (!row) return []
      const replies: NotificationDraft[] =
        row.postAuthorId === authorId
          ? []
          : [
              {
                userId: row.postAuthorId,
                kind: 'reply',
                data: { postId, commentId, actorId: authorId },
              },
            ]
      const mentioned = await mentionedIn(ctx, row.content, [authorId, row.postAuthorId])
      return [
        ...replies,
        ...mentioned.map((userId) => ({
          userId,
          kind: 'mention' as const,
          data: { postId, commentId, actorId: authorId },
        })),
      ]
    }
    case 'post.created': {
      const { postId, authorId } = event.data
      const [post] = await ctx.db
        .select({ content: posts.content, quoteKind: posts.quoteKind, quoteId: posts.quoteId })
        .from(posts)
        .where(eq(posts.id, postId))
      if (!post) return []
      const quotedAuthorId =
        post.quoteKind === 'post' && post.quoteId ? await authorOf(ctx, post.quoteId) : null
      const quoted: NotificationDraft[] = []
      if (quotedAuthorId && quotedAuthorId !== authorId && post.quoteId)
        quoted.push({
          userId: quotedAuthorId,
          kind: 'quote',
          data: { postId, quotedPostId: post.quoteId, actorId: authorId },
        })
      // the quoted author hears of it once, as a quote
      const mentioned = await mentionedIn(ctx, post.content, [
        authorId,
        ...quoted.map((draft) => draft.userId),
      ])
      return [
        ...quoted,
        ...mentioned.map((userId) => ({
          userId,
          kind: 'mention' as const,
          data: { postId, commentId: null, actorId: authorId },
        })),
      ]
    }
    case 'repost.changed': {
      const { postId, userId, reposted } = event.data
      const postAuthorId = reposted ? await authorOf(ctx, postId) : null
      // a repost taken back, or one's own post
      if (!postAuthorId || postAuthorId === userId) return []
      return [
        {
          userId: postAuthorId,
          kind: 'repost',
          data: { postId, actorIds: [userId], count: 1 },
          groupKey: `repost:${postId}`,
        },
      ]
    }
    case 'reaction.changed': {
      const { postId, userId } = event.data
      const [row] = await ctx.db
        .select({ authorId: posts.authorId })
        .from(reactions)
        .innerJoin(posts, eq(posts.id, reactions.postId))
        .where(and(eq(reactions.postId, postId), eq(reactions.userId, userId)))
        .limit(1)
      // a reaction taken back, or one's own post
      if (!row || row.authorId === userId) return []
      return [
        {
          userId: row.authorId,
          kind: 'reaction',
          data: { postId, actorIds: [userId], count: 1 },
          groupKey: `reaction:${postId}`,
        },
      ]
    }
    case 'follow.changed': {
      const { followerId, followeeId, following } = event.data
      if (!following) return []
      return [
        {
          userId: followeeId,
          kind: 'follower',
          data: { actorId: followerId },
          groupKey: `follower:${followerId}`,
        },
      ]
    }
    case 'membership.changed': {
      const { communityId, userId, role, changedBy } = event.data
      if (!changedBy || changedBy === userId) return []
      return [{ userId, kind: 'membership', data: { communityId, role } }]
    }
    case 'order.changed': {
      const { orderId, status, buyerId, sellerId } = event.data
      const ids: Record<Party, string> = { buyer: buyerId, seller: sellerId }
      return ORDER_AUDIENCE[status].map((role) => ({
        userId: ids[role],
        kind: 'order',
        data: { orderId, status, role },
      }))
    }
    case 'order.reviewed': {
      const { orderId, buyerId, sellerId } = event.data
      return [{ userId: sellerId, kind: 'review', data: { orderId, actorId: buyerId } }]
    }
    case 'offer.changed': {
      const { offerId, status, buyerId, sellerId, actorId } = event.data
      // the party who did not make the move hears of it; an expiry, both
      return (['buyer', 'seller'] as const)
        .map((role) => ({ role, userId: role === 'buyer' ? buyerId : sellerId }))
        .filter(({ userId }) => userId !== actorId)
        .map(({ role, userId }) => ({ userId, kind: 'offer', data: { offerId, status, role } }))
    }
    case 'listing.created': {
      const { listingId } = event.data
      const matches = await matchingSearches(ctx, listingId)
      return matches.map((match) => ({
        userId: match.user_id,
        kind: 'savedSearch' as const,
        data: { savedSearchId: match.id, listingId },
      }))
    }
    case 'kyc.decided':
      return [{ userId: event.data.userId, kind: 'kyc', data: { status: event.data.status } }]
    case 'message.requested': {
      const { senderId, recipientId } = event.data
      // one row per writer while unread, however often they write before the key exists
      return [
        {
          userId: recipientId,
          kind: 'messageRequest',
          data: { actorId: senderId },
          groupKey: `messageRequest:${senderId}`,
        },
      ]
    }
    case 'proposal.closed':
      return proposalOutcomeNotices(ctx, event.data)
    case 'proposal.opened':
    case 'proposal.closing':
      return proposalNotices(ctx, event.type === 'proposal.opened', event.data)
  }
}

/** People named by @handle in a text, other than `except`. */
async function mentionedIn(ctx: AppContext, text: string, except: string[]) {
  const handles = mentionsIn(text)
  if (handles.length === 0) return []
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.handle, handles.slice(0, 20)), ...except.map((id) => ne(users.id, id))),
    )
  return rows.map((row) => row.id)
}

async function authorOf(ctx: AppContext, postId: string) {
  const [row] = await ctx.db
    .select({ authorId: posts.authorId })
    .from(posts)
    .where(eq(posts.id, postId))
  return row?.authorId ?? null
}
