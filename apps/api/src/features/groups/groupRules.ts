import {
  AppError,
  ConflictError,
  type ConversationStatus,
  ForbiddenError,
  NotFoundError,
} from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { conversationMembers, conversations } from '../../db/schema/messages.ts'
import { recipientStatus } from '../messages/consent.ts'
import { memberSide } from '../messages/conversations.ts'
import { messagingKeyOf } from '../messages/keys.ts'
import { type UserRow, walletRequired } from '../messages/users.ts'

/** The group and the viewer's side of it; 404 to anyone outside, 400 for two people's conversation. */
export async function groupOf(ctx: AppContext, conversationId: string, userId: string) {
  const side = await memberSide(ctx, conversationId, userId)
  const [conversation] = await ctx.db
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId))
  if (conversation?.kind !== 'group') throw new ConflictError('NOT_A_GROUP')
  return { conversation, side }
}

export async function groupAsAdmin(ctx: AppContext, conversationId: string, userId: string) {
  const group = await groupOf(ctx, conversationId, userId)
  if (group.side.role !== 'admin') throw new ForbiddenError('GROUP_ADMIN_REQUIRED')
  return group
}

/** A messaging key and a wallet: without them nothing can be sealed for the person. */
export async function checkCanRead(ctx: AppContext, user: UserRow) {
  if (!user.address) throw walletRequired()
  if (!(await messagingKeyOf(ctx, user.id)))
    throw new ConflictError('MESSAGING_KEY_NOT_FOUND', { whose: 'named', handle: user.handle })
}

/**
 * Whether `adder` may put `person` in a group: the same consent as a first message (their
 * "Direct messages from" and blocks), and a key to seal for. Refusals name the person.
 */
export async function statusOfNewMember(
  ctx: AppContext,
  adder: UserRow,
  user: UserRow,
): Promise<ConversationStatus> {
  try {
    await checkCanRead(ctx, user)
    return await recipientStatus(ctx, adder, user, null)
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    throw new AppError(error.status, error.code, error.params, {
      userId: user.id,
      handle: user.handle,
    })
  }
}

export function sideOf(conversationId: string, userId: string) {
  return and(
    eq(conversationMembers.conversationId, conversationId),
    eq(conversationMembers.userId, userId),
  )
}

export function notAMember() {
  return new NotFoundError('GROUP_MEMBER_NOT_FOUND')
}
