import {
  AppError,
  type ConversationStatus,
  type CreateGroup,
  type ErrorCode,
  type ErrorParams,
  GROUP_MIN_OTHERS,
  type Locale,
} from '@agora/domain'
import type { AppContext } from '../../context.ts'
import { conversationMembers, conversations } from '../../db/schema/messages.ts'
import { errorText } from '../../http/errorCatalogue.ts'
import type { Viewer } from '../../http/viewer.ts'
import { checkFirstContactRate } from '../messages/consent.ts'
import { getConversation } from '../messages/conversations.ts'
import { findUserByAddressOrHandle, type UserRow, userById } from '../messages/users.ts'
import { checkCanRead, statusOfNewMember } from './groupRules.ts'

type NotAdded = { member: string; code: ErrorCode; params?: ErrorParams; error: string }

/**
 * Starts a group with the viewer as its admin. Each person named joins if they would accept
 * a first message from the viewer; the answer lists who did not and why, in `locale`.
 */
export async function createGroup(
  ctx: AppContext,
  viewer: Viewer,
  body: CreateGroup,
  locale: Locale,
) {
  const creator = await userById(ctx, viewer.userId)
  await checkCanRead(ctx, creator)
  const joining = new Map<string, { user: UserRow; status: ConversationStatus }>()
  const notAdded: NotAdded[] = []
  for (const member of body.members) {
    try {
      const user = await findUserByAddressOrHandle(ctx, member)
      if (user.id === creator.id || joining.has(user.id)) continue
      joining.set(user.id, { user, status: await statusOfNewMember(ctx, creator, user) })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      const { code, params } = error
      const refusal = { member, code, ...(params ? { params } : {}) }
      notAdded.push({ ...refusal, error: errorText(locale, code, params).text })
    }
  }
  if (joining.size < GROUP_MIN_OTHERS) {
    throw new AppError(403, 'GROUP_TOO_SMALL', { min: GROUP_MIN_OTHERS }, { notAdded })
  }
  await checkFirstContactRate(ctx, creator.id)
  const now = ctx.clock.now()
  const id = await ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ kind: 'group', title: body.title, initiatorId: creator.id, createdAt: now })
      .returning({ id: conversations.id })
    if (!conversation) throw new Error('group not stored')
    const joined = { conversationId: conversation.id, joinedAt: now, lastActivityAt: now }
    await tx.insert(conversationMembers).values([
      { ...joined, userId: creator.id, status: 'active', role: 'admin', lastReadAt: now },
      ...[...joining.values()].map(({ user, status }) => ({
        ...joined,
        userId: user.id,
        status,
        role: 'member' as const,
        lastReadAt: now,
      })),
    ])
    return conversation.id
  })
  ctx.events.publish('group.changed', {
    conversationId: id,
    userIds: [creator.id, ...joining.keys()],
  })
  return { ...(await getConversation(ctx, viewer, id)), notAdded }
}
