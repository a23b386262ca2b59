import { type ConversationMember, NotFoundError } from '@agora/domain'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { conversationMembers, conversations, messagingKeys } from '../../db/schema/messages.ts'
import { communities, communityMembers } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { checkCommunityChatMember } from '../messages/communityChatMember.ts'
import { getConversation } from '../messages/conversations.ts'
import { memberReaders } from '../messages/members.ts'
import { sideOf } from './groupRules.ts'

/** A community's chat, if its admins turned it on. */
export async function chatOf(ctx: AppContext, communityId: string) {
  const [chat] = await ctx.db
    .select()
    .from(conversations)
    .where(eq(conversations.communityId, communityId))
  return chat ?? null
}

/**
 * Turns a community's chat on (its members with a messaging key join it) or off (it is
 * deleted, its sealed messages with it). Called from the community's settings.
 */
export async function setCommunityChat(
  ctx: AppContext,
  communityId: string,
  adminId: string,
  on: boolean,
) {
  const existing = await chatOf(ctx, communityId)
  if (!on) {
    if (!existing) return
    const members = await memberReaders(ctx, existing.id)
    await ctx.db.delete(conversations).where(eq(conversations.id, existing.id))
    announce(
      ctx,
      existing.id,
      members.map((m) => m.userId),
    )
    return
  }
  if (existing) return
  const [community] = await ctx.db
    .select({ name: communities.name })
    .from(communities)
    .where(eq(communities.id, communityId))
  if (!community) throw new NotFoundError('COMMUNITY_NOT_FOUND')
  const now = ctx.clock.now()
  const readers = await ctx.db
    .select({ userId: communityMembers.userId, role: communityMembers.role })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .innerJoin(messagingKeys, eq(messagingKeys.userId, communityMembers.userId))
    .where(and(eq(communityMembers.communityId, communityId), isNotNull(users.address)))
  const id = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(conversations)
      .values({
        kind: 'community',
        title: community.name,
        communityId,
        initiatorId: adminId,
        createdAt: now,
      })
      .onConflictDoNothing()
    const [chat] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.communityId, communityId))
    if (!chat) throw new Error('community chat vanished')
    if (readers.length > 0)
      await tx
        .insert(conversationMembers)
        .values(readers.map((r) => joining(chat.id, r.userId, chatRole(r.role), now)))
        .onConflictDoNothing()
    return chat.id
  })
  announce(
    ctx,
    id,
    readers.map((r) => r.userId),
  )
}

/**
 * Puts the person in (or takes them out of) the community's chat as their membership now
 * says: joining adds, leaving and a ban remove. Someone without a messaging key joins when
 * they open the chat. Idempotent.
 */
export async function syncChatMember(ctx: AppContext, communityId: string, userId: string) {
  const chat = await chatOf(ctx, communityId)
  if (!chat) return
  const [membership] = await ctx.db
    .select({ role: communityMembers.role })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
  const [side] = await ctx.db.select().from(conversationMembers).where(sideOf(chat.id, userId))
  if (!membership) {
    if (!side) return
    await ctx.db.delete(conversationMembers).where(sideOf(chat.id, userId))
    announce(ctx, chat.id, [...(await memberReaders(ctx, chat.id)).map((m) => m.userId), userId])
    return
  }
  const [reader] = await ctx.db
    .select({ address: users.address })
    .from(users)
    .innerJoin(messagingKeys, eq(messagingKeys.userId, users.id))
    .where(eq(users.id, userId))
  if (!reader?.address) return
  const role = chatRole(membership.role)
  if (side?.role === role) return
  if (side) await ctx.db.update(conversationMembers).set({ role }).where(sideOf(chat.id, userId))
  else
    await ctx.db
      .insert(conversationMembers)
      .values(joining(chat.id, userId, role, ctx.clock.now()))
      .onConflictDoNothing()
  announce(
    ctx,
    chat.id,
    (await memberReaders(ctx, chat.id)).map((m) => m.userId),
  )
}

/**
 * The community's chat for one of its members (joining it now if they set up messages
 * since); 404 to anyone else or when the chat is off. A token-gated community checks the
 * wallet still holds the token: someone who sold it leaves the chat.
 */
export async function communityChatFor(ctx: AppContext, viewer: Viewer, communityId: string) {
  await syncChatMember(ctx, communityId, viewer.userId)
  const chat = await chatOf(ctx, communityId)
  if (!chat) throw new NotFoundError('COMMUNITY_CHAT_NOT_FOUND')
  await checkCommunityChatMember(ctx, chat, viewer.userId)
  return getConversation(ctx, viewer, chat.id)
}

/** Follows community membership into the chats: join, leave, role change and ban. */
export function followCommunityMembership(ctx: AppContext, log: FastifyBaseLogger) {
  return ctx.events.subscribe(
    'membership.changed',
    ({ data }) =>
      void syncChatMember(ctx, data.communityId, data.userId).catch((err) =>
        log.warn({ err, communityId: data.communityId }, 'community chat membership not synced'),
      ),
    { localOnly: true },
  )
}

function chatRole(role: string): ConversationMember['role'] {
  return role === 'admin' ? 'admin' : 'member'
}

function joining(
  conversationId: string,
  userId: string,
  role: ConversationMember['role'],
  now: Date,
) {
  return {
    conversationId,
    userId,
    role,
    status: 'active' as const,
    joinedAt: now,
    lastReadAt: now,
    lastActivityAt: now,
  }
}

function announce(ctx: AppContext, conversationId: string, userIds: string[]) {
  ctx.events.publish('group.changed', { conversationId, userIds })
}
