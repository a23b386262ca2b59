import type { DeliveryKind } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { notificationEmailsSent } from '../../db/schema/notificationDelivery.ts'

/** At most one e-mail per kind in this window; what arrives meanwhile goes in the next one. */
export const EMAIL_BATCH_MS = 15 * 60 * 1000

/** When a new e-mail about `kind` may go: not before `earliest`, nor inside the batch window. */
export async function emailDueAt(
  ctx: AppContext,
  userId: string,
  kind: DeliveryKind,
  earliest: Date,
) {
  const [sent] = await ctx.db
    .select({ sentAt: notificationEmailsSent.sentAt })
    .from(notificationEmailsSent)
    .where(and(eq(notificationEmailsSent.userId, userId), eq(notificationEmailsSent.kind, kind)))
  const windowEnd = sent ? sent.sentAt.getTime() + EMAIL_BATCH_MS : 0
  return new Date(Math.max(earliest.getTime(), windowEnd))
}
