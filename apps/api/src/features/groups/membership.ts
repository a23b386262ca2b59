import { ConflictError, GROUP_MAX_MEMBERS, type MemberRole } from '@agora/domain'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { conversationMembers, conversations } from '../../db/schema/messages.ts'
import type { Viewer } from '../../http/viewer.ts'
import { getConversation } from '../messages/conversations.ts'
import { memberReaders } from '../messages/members.ts'
import { findUserByAddressOrHandle, userById } from '../messages/users.ts'
import { groupAsAdmin, groupOf, notAMember, sideOf, statusOfNewMember } from './groupRules.ts'

/** An admin adds someone who accepts messages from them; they read from now on. */
export async function addMember(ctx: AppContext, viewer: Viewer, id: string, member: string) {
  await groupAsAdmin(ctx, id, viewer.userId)
  const [adder, user] = [
    await userById(ctx, viewer.userId),
    await findUserByAddressOrHandle(ctx, member),
  ]
  const members = await memberReaders(ctx, id)
  if (members.some((m) => m.userId === user.id))
    throw new ConflictError('ALREADY_A_MEMBER', { handle: user.handle })
  if (members.length >= GROUP_MAX_MEMBERS)
    throw new ConflictError('GROUP_FULL', { max: GROUP_MAX_MEMBERS })
  const status = await statusOfNewMember(ctx, adder, user)
  const now = ctx.clock.now()
  await ctx.db.insert(conversationMembers).values({
    conversationId: id,
    userId: user.id,
    status,
    role: 'member',
    joinedAt: now,
    lastReadAt: now,
    lastActivityAt: now,
  })
  announce(ctx, id, [...members.map((m) => m.userId), user.id])
  return getConversation(ctx, viewer, id)
}

/**
 * Removes a member (admins) or leaves (anyone, themselves). Envelopes are then sealed
 * without them; a group left without an admin gets its longest-standing member as one.
 */
export async function removeMember(ctx: AppContext, viewer: Viewer, id: string, userId: string) {
  if (userId === viewer.userId) await groupOf(ctx, id, viewer.userId)
  else await groupAsAdmin(ctx, id, viewer.userId)
  const before = await memberReaders(ctx, id)
  if (!before.some((m) => m.userId === userId)) throw notAMember()
  await ctx.db.transaction(async (tx) => {
    await tx.delete(conversationMembers).where(sideOf(id, userId))
    const [admins] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.role, 'admin')))
    if ((admins?.n ?? 0) > 0) return
    const [eldest] = await tx
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, id))
      .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.userId))
      .limit(1)
    if (eldest)
      await tx.update(conversationMembers).set({ role: 'admin' }).where(sideOf(id, eldest.userId))
  })
  announce(
    ctx,
    id,
    before.map((m) => m.userId),
  )
}

export async function renameGroup(ctx: AppContext, viewer: Viewer, id: string, title: string) {
  await groupAsAdmin(ctx, id, viewer.userId)
  await ctx.db.update(conversations).set({ title }).where(eq(conversations.id, id))
  announce(
    ctx,
    id,
    (await memberReaders(ctx, id)).map((m) => m.userId),
  )
  return getConversation(ctx, viewer, id)
}

/** An admin promotes or demotes a member; a group always keeps one admin. */
export async function setMemberRole(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  userId: string,
  role: MemberRole,
) {
  await groupAsAdmin(ctx, id, viewer.userId)
  const members = await memberReaders(ctx, id)
  if (!members.some((m) => m.userId === userId)) throw notAMember()
  if (role === 'member') {
    const [others] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, id),
          eq(conversationMembers.role, 'admin'),
          ne(conversationMembers.userId, userId),
        ),
      )
    if ((others?.n ?? 0) === 0) throw new ConflictError('GROUP_LAST_ADMIN')
  }
  await ctx.db.update(conversationMembers).set({ role }).where(sideOf(id, userId))
  announce(
    ctx,
    id,
    members.map((m) => m.userId),
  )
  return getConversation(ctx, viewer, id)
}

function announce(ctx: AppContext, conversationId: string, userIds: string[]) {
  ctx.events.publish('group.changed', { conversationId, userIds })
}
