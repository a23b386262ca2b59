import type { PushPayload } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { users } from '../../db/schema/accounts.ts'
import { conversations, messages } from '../../db/schema/messages.ts'
import type { DeliveryTexts } from '../deliveryTexts/deliveryTexts.ts'
import { sideStatus } from './messageAudience.ts'

/**
 * A push about a new message: its ids, who wrote and where, never its sealed envelope
 * ("New message from @alice"). A click opens the conversation. Null when it is gone.
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
      kind: conversations.kind,
      writer: users.handle,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, messageId))
  if (!row) return null
  const status = await sideStatus(ctx, row.conversationId, userId)
  if (!status) return null
  const where = row.kind !== 'direct' ? 'group' : status === 'request' ? 'request' : 'direct'
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
