import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { conversationMembers, conversations, messages } from '../../db/schema/messages.ts'
import type { AppEvent } from '../../events/events.ts'
import { hiddenUsersOf } from '../blocks/relations.ts'

export const MESSAGE_SOURCES = ['message.sent', 'group.message.sent'] as const

export type MessageNotice = { userId: string; messageId: string; conversationId: string }

/**
 * Who hears of a new message away from the tab: the other members of a direct or group
 * conversation, but not someone who blocked, was blocked by or muted the writer, and a
 * request (a conversation they have not accepted) only once, when it starts, as their
 * Messages page shows it once. A community's chat tells no one: with every member of a
 * community in it, a push per line would be noise.
 */
export async function messageAudience(
  ctx: AppContext,
  event: AppEvent<(typeof MESSAGE_SOURCES)[number]>,
): Promise<MessageNotice[]> {
  const { messageId, conversationId, senderId } = event.data
  if (event.type === 'group.message.sent' && (await isCommunityChat(ctx, conversationId))) return []
  const readers = event.type === 'message.sent' ? [event.data.recipientId] : event.data.memberIds
  const told: MessageNotice[] = []
  for (const userId of readers) {
    if (userId === senderId) continue
    if ((await hiddenUsersOf(ctx, userId)).has(senderId)) continue
    if ((await readerSide(ctx, conversationId, userId))?.status === 'request') {
      if (await hasEarlierMessages(ctx, conversationId, messageId)) continue
    }
    told.push({ userId, messageId, conversationId })
  }
  return told
}

/** The reader's side of the conversation: request or accepted, and read up to when. */
export async function readerSide(ctx: AppContext, conversationId: string, userId: string) {
  const [side] = await ctx.db
    .select({ status: conversationMembers.status, lastReadAt: conversationMembers.lastReadAt })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
  return side ?? null
}

async function hasEarlierMessages(ctx: AppContext, conversationId: string, messageId: string) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), sql`${messages.id} <> ${messageId}`))
  return (row?.n ?? 0) > 0
}

async function isCommunityChat(ctx: AppContext, conversationId: string) {
  const [row] = await ctx.db
    .select({ kind: conversations.kind })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
  return row?.kind === 'community'
}
