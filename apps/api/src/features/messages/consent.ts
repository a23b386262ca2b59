import {
  type ConversationStatus,
  ForbiddenError,
  type PrivacySettings,
  TooManyRequestsError,
} from '@agora/domain'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { conversations } from '../../db/schema/messages.ts'
import { blocksBetween, isFollowing, type UserRow } from './users.ts'

/** New conversations one person may start per hour: spam needs many, people need few. */
export const FIRST_CONTACTS_PER_HOUR = 20
const HOUR_MS = 60 * 60 * 1000

/**
 * Whether `sender` may write to `recipient`, and how the message lands for the recipient.
 * A conversation the recipient accepted (or started, or replied in) stays open until they
 * block. Otherwise their "Direct messages from" decides: everyone → from people they follow
 * straight in, from anyone else a request; people I follow → from those straight in, anyone
 * else refused; nobody → refused. Blocks win.
 */
export async function recipientStatus(
  ctx: AppContext,
  sender: UserRow,
  recipient: UserRow,
  recipientSide: ConversationStatus | null,
): Promise<ConversationStatus> {
  const { aBlockedB: senderBlocked, bBlockedA: recipientBlocked } = await blocksBetween(
    ctx,
    sender.id,
    recipient.id,
  )
  if (recipientBlocked) throw new ForbiddenError('MESSAGES_BLOCKED', { by: 'them' })
  if (senderBlocked) throw new ForbiddenError('MESSAGES_BLOCKED', { by: 'you' })
  if (recipientSide === 'active') return 'active'
  const setting = (recipient.privacySettings as PrivacySettings).allowDirectMessages ?? 'everyone'
  if (setting === 'nobody') throw new ForbiddenError('MESSAGES_NOT_ACCEPTED', { from: 'nobody' })
  if (await isFollowing(ctx, recipient.id, sender.id)) return 'active'
  if (setting === 'following')
    throw new ForbiddenError('MESSAGES_NOT_ACCEPTED', { from: 'following' })
  return 'request'
}

/** Refuses a new conversation past the hourly limit of first contacts. */
export async function checkFirstContactRate(ctx: AppContext, senderId: string) {
  const since = new Date(ctx.clock.now().getTime() - HOUR_MS)
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(eq(conversations.initiatorId, senderId), gt(conversations.createdAt, since)))
  if ((row?.n ?? 0) >= FIRST_CONTACTS_PER_HOUR)
    throw new TooManyRequestsError('TOO_MANY_NEW_CONVERSATIONS', { max: FIRST_CONTACTS_PER_HOUR })
}
