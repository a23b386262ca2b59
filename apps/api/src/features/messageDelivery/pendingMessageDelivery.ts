import type { DeliveryChannel } from '@agora/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { messages } from '../../db/schema/messages.ts'
import { notificationDeliveries } from '../../db/schema/notificationDelivery.ts'
import type { MessageNotice } from './messageAudience.ts'

/**
 * A conversation already waiting to be told of (quiet hours, an e-mail batch, a busy chat)
 * is told once: its waiting deliveries move on to the newest message, and true says none is
 * needed. A delivery being sent now is left alone.
 */
export async function foldIntoWaiting(
  ctx: AppContext,
  channel: DeliveryChannel,
  notice: MessageNotice,
) {
  const sameConversation = ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, notice.conversationId))
  const moved = await ctx.db
    .update(notificationDeliveries)
    .set({ messageId: notice.messageId })
    .where(
      and(
        eq(notificationDeliveries.userId, notice.userId),
        eq(notificationDeliveries.kind, 'message'),
        eq(notificationDeliveries.channel, channel),
        isNull(notificationDeliveries.leaseUntil),
        inArray(notificationDeliveries.messageId, sameConversation),
      ),
    )
    .returning({ id: notificationDeliveries.id })
  return moved.length > 0
}
