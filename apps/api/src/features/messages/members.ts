import type { ConversationMember } from '@agora/domain'
import { asc, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { conversationMembers } from '../../db/schema/messages.ts'
import { users } from '../../db/schema/users.ts'

/** The members of each conversation, earliest joined first. */
export async function membersOf(
  ctx: AppContext,
  conversationIds: string[],
): Promise<Map<string, ConversationMember[]>> {
  const byConversation = new Map<string, ConversationMember[]>()
  if (conversationIds.length === 0) return byConversation
  const rows = await ctx.db
    .select({
      conversationId: conversationMembers.conversationId,
      role: conversationMembers.role,
      joinedAt: conversationMembers.joinedAt,
      user: {
        id: users.id,
        address: users.address,
        handle: users.handle,
        displayName: users.displayName,
        ens: users.ens,
        avatar: users.avatar,
      },
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(inArray(conversationMembers.conversationId, conversationIds))
    .orderBy(asc(conversationMembers.joinedAt), asc(users.handle))
  for (const row of rows) {
    const list = byConversation.get(row.conversationId) ?? []
    list.push({ user: row.user, role: row.role, joinedAt: row.joinedAt.toISOString() })
    byConversation.set(row.conversationId, list)
  }
  return byConversation
}

/** Who a message in this conversation must be sealed for: each member's id and address. */
export async function memberReaders(ctx: AppContext, conversationId: string) {
  return ctx.db
    .select({ userId: users.id, address: users.address })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(eq(conversationMembers.conversationId, conversationId))
}
