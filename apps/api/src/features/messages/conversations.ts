import {
  BadRequestError,
  type Conversation,
  type ConversationStatus,
  NotFoundError,
} from '@agora/domain'
import { and, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import {
  conversationMembers,
  conversationReports,
  conversations,
  messages,
} from '../../db/schema/messages.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { membersOf } from './members.ts'
import { presentMessage } from './messageView.ts'
import { blockedAmong } from './users.ts'

/** The viewer's side of a conversation; anyone else learns nothing, not even that it exists. */
export async function memberSide(ctx: AppContext, conversationId: string, userId: string) {
  const [side] = await ctx.db
    .select()
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
  if (!side) throw new NotFoundError('CONVERSATION_NOT_FOUND')
  return side
}

const peerSide = alias(conversationMembers, 'peer_side')

/** The viewer's conversations, latest activity first, on a keyset cursor. */
export async function listConversations(
  ctx: AppContext,
  viewer: Viewer,
  query: {
    status?: ConversationStatus | undefined
    cursor?: string | undefined
    limit: number
    /** Only this conversation (one of the viewer's). */
    id?: string
  },
): Promise<{ data: Conversation[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor)
  const mine = conversationMembers
  const unread = sql<number>`(
    select count(*)::int from ${messages}
    where ${messages.conversationId} = ${mine.conversationId}
      and ${messages.senderId} <> ${viewer.userId}
      and (${mine.lastReadAt} is null or ${messages.createdAt} > ${mine.lastReadAt})
  )`
  const where: (SQL | undefined)[] = [
    eq(mine.userId, viewer.userId),
    query.status ? eq(mine.status, query.status) : undefined,
    query.id ? eq(mine.conversationId, query.id) : undefined,
    cursor
      ? keysetBefore(mine.lastActivityAt, mine.conversationId, cursorTime(cursor), cursor.id)
      : undefined,
  ]
  const rows = await ctx.db
    .select({
      side: {
        conversationId: mine.conversationId,
        status: mine.status,
        lastActivityAt: mine.lastActivityAt,
      },
      conversation: {
        kind: conversations.kind,
        title: conversations.title,
        communityId: conversations.communityId,
      },
      peer: {
        id: users.id,
        address: users.address,
        handle: users.handle,
        displayName: users.displayName,
        ens: users.ens,
        avatar: users.avatar,
      },
      peerLastReadAt: peerSide.lastReadAt,
      unreadCount: unread,
    })
    .from(mine)
    .innerJoin(conversations, eq(conversations.id, mine.conversationId))
    .leftJoin(users, eq(users.id, mine.peerId))
    .leftJoin(
      peerSide,
      and(eq(peerSide.conversationId, mine.conversationId), eq(peerSide.userId, mine.peerId)),
    )
    .where(and(...where))
    .orderBy(desc(mine.lastActivityAt), desc(mine.conversationId))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({
    at: row.side.lastActivityAt.toISOString(),
    id: row.side.conversationId,
  }))
  const ids = page.map((row) => row.side.conversationId)
  const [lastMessages, blocked, members] = await Promise.all([
    latestMessages(ctx, ids),
    blockedAmong(
      ctx,
      viewer.userId,
      page.flatMap((row) => (row.peer ? [row.peer.id] : [])),
    ),
    membersOf(ctx, ids),
  ])
  return {
    data: page.map((row) => ({
      id: row.side.conversationId,
      ...row.conversation,
      peer: row.peer,
      members: members.get(row.side.conversationId) ?? [],
      status: row.side.status,
      unreadCount: row.unreadCount,
      lastActivityAt: row.side.lastActivityAt.toISOString(),
      lastMessage: lastMessages.get(row.side.conversationId) ?? null,
      peerLastReadAt: row.peerLastReadAt?.toISOString() ?? null,
      blocked: row.peer ? blocked.has(row.peer.id) : false,
    })),
    nextCursor,
  }
}

/** One of the viewer's conversations, as the list shows it; anyone else gets a 404. */
export async function getConversation(ctx: AppContext, viewer: Viewer, id: string) {
  await memberSide(ctx, id, viewer.userId)
  const { data } = await listConversations(ctx, viewer, { id, limit: 1 })
  const [conversation] = data
  if (!conversation) throw new NotFoundError('CONVERSATION_NOT_FOUND')
  return conversation
}

async function latestMessages(ctx: AppContext, conversationIds: string[]) {
  if (conversationIds.length === 0) return new Map()
  const rows = await ctx.db
    .selectDistinctOn([messages.conversationId], { message: messages, address: users.address })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id))
  return new Map(
    rows.map((row) => [row.message.conversationId, presentMessage(row.message, row.address)]),
  )
}

/** A conversation's messages, newest first, on a keyset cursor; participants only. */
export async function listMessages(
  ctx: AppContext,
  viewer: Viewer,
  query: { conversation: string; cursor?: string | undefined; limit: number },
) {
  const side = await memberSide(ctx, query.conversation, viewer.userId)
  const cursor = decodeCursor(query.cursor)
  const rows = await ctx.db
    .select({ message: messages, address: users.address })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, query.conversation),
        // a group member reads from their joining on: nothing earlier was sealed for them
        side.peerId ? undefined : gte(messages.createdAt, side.joinedAt),
        cursor
          ? keysetBefore(messages.createdAt, messages.id, cursorTime(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({
    at: row.message.createdAt.toISOString(),
    id: row.message.id,
  }))
  return { data: page.map((row) => presentMessage(row.message, row.address)), nextCursor }
}

/** Marks everything in the conversation read for the viewer (what the peer's read marks show). */
export async function markConversationRead(ctx: AppContext, viewer: Viewer, id: string) {
  await memberSide(ctx, id, viewer.userId)
  await ctx.db
    .update(conversationMembers)
    .set({ lastReadAt: ctx.clock.now() })
    .where(
      and(
        eq(conversationMembers.conversationId, id),
        eq(conversationMembers.userId, viewer.userId),
      ),
    )
}

/** Moves a request into the viewer's conversations: the peer may then write freely. */
export async function acceptConversation(ctx: AppContext, viewer: Viewer, id: string) {
  await memberSide(ctx, id, viewer.userId)
  await ctx.db
    .update(conversationMembers)
    .set({ status: 'active' })
    .where(
      and(
        eq(conversationMembers.conversationId, id),
        eq(conversationMembers.userId, viewer.userId),
      ),
    )
}

export async function reportConversation(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  report: {
    reason: (typeof conversationReports.$inferInsert)['reason']
    note?: string | undefined
  },
) {
  const side = await memberSide(ctx, id, viewer.userId)
  if (!side.peerId) throw new BadRequestError('GROUP_REPORT_FROM_PROFILE')
  await ctx.db.insert(conversationReports).values({
    conversationId: id,
    reporterId: viewer.userId,
    reportedId: side.peerId,
    reason: report.reason,
    note: report.note || null,
    createdAt: ctx.clock.now(),
  })
}
