import {
  CONVERSATION_MESSAGES_PER_MINUTE,
  MESSAGE_BYTES_PER_DAY,
  nextUtcMidnight,
  TooManyRequestsError,
} from '@agora/domain'
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { messageAttachments, messages } from '../../db/schema/messages.ts'

const MINUTE_MS = 60 * 1000

/**
 * Refuses a message over the sender's daily volume or the conversation's pace, naming
 * when sending opens again (`details.resetAt`).
 */
export async function checkMessageVolume(
  ctx: AppContext,
  senderId: string,
  conversationId: string | null,
  volume: number,
) {
  const now = ctx.clock.now()
  const resetDay = nextUtcMidnight(now)
  const dayStart = new Date(resetDay.getTime() - 24 * 60 * MINUTE_MS)
  const [today] = await ctx.db
    .select({ bytes: sql<number>`coalesce(sum(${messages.volume}), 0)::bigint` })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gte(messages.createdAt, dayStart)))
  // files count when uploaded
  const [files] = await ctx.db
    .select({ bytes: sql<number>`coalesce(sum(${messageAttachments.size}), 0)::bigint` })
    .from(messageAttachments)
    .where(
      and(eq(messageAttachments.uploaderId, senderId), gte(messageAttachments.createdAt, dayStart)),
    )
  if (Number(today?.bytes ?? 0) + Number(files?.bytes ?? 0) + volume > MESSAGE_BYTES_PER_DAY)
    throw new TooManyRequestsError(
      'MESSAGE_DAILY_VOLUME_EXCEEDED',
      { mb: MESSAGE_BYTES_PER_DAY / (1024 * 1024) },
      { resetAt: resetDay.toISOString() },
    )
  if (!conversationId) return
  const recent = await ctx.db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        gt(messages.createdAt, new Date(now.getTime() - MINUTE_MS)),
      ),
    )
    .orderBy(asc(messages.createdAt))
    .limit(CONVERSATION_MESSAGES_PER_MINUTE)
  const [oldest] = recent
  if (recent.length >= CONVERSATION_MESSAGES_PER_MINUTE && oldest)
    throw new TooManyRequestsError(
      'CONVERSATION_RATE_EXCEEDED',
      { max: CONVERSATION_MESSAGES_PER_MINUTE },
      { resetAt: new Date(oldest.createdAt.getTime() + MINUTE_MS).toISOString() },
    )
}
