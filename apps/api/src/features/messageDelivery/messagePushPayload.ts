import type { PushPayload } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { conversations, messages } from '../../db/schema/messages.ts'
import { users } from '../../db/schema/users.ts'
import type { DeliveryTexts } from '../deliveryTexts/deliveryTexts.ts'
import { readerSide } from './messageAudience.ts'

/**
 * A push about a new message: its ids, who wrote and where, never its sealed envelope
 * ("New message from @alice"). A click opens the conversation. Null when it is gone, or
 * the person has read the conversation since (on another device, or before quiet hours ended).
 */
export async function messagePushPayload(
  ctx: AppContext,
  messageId: string,
  userId: string,
  t: DeliveryTexts,
): Promise<PushPayload | null> {
  const [row] = await ctx.db
    .select({
      conversationId: messages.conversationId,
      createdAt: messages.createdAt,
      kind: conversations.kind,
      writer: users.handle,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, messageId))
  if (!row) return null
  const side = await readerSide(ctx, row.conversationId, userId)
  if (!side || (side.lastReadAt && side.lastReadAt > row.createdAt)) return null
  const where = row.kind !== 'direct' ? 'group' : side.status === 'request' ? 'request' : 'direct'
  const values = { where, actor: `@${row.writer}` }
  return {
    kind: 'message',
    conversationId: row.conversationId,
    messageId,
    title: t('message.title', values),
    body: t('message.body', values),
    path: `/messages/${encodeURIComponent(row.conversationId)}`,
  }
}
