import { ForbiddenError } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { Address } from 'viem'
import { tokenBalance } from '../../chain/tokens.ts'
import type { AppContext } from '../../context.ts'
import { conversationMembers, type conversations } from '../../db/schema/messages.ts'
import { communities, communityMembers } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import { memberReaders } from './members.ts'

/**
 * A community chat's member must still be the community's member and, in a token-gated
 * community, still hold its token (read from the chain now): whoever is not leaves the chat
 * and is refused.
 */
export async function checkCommunityChatMember(
  ctx: AppContext,
  chat: Pick<typeof conversations.$inferSelect, 'id' | 'communityId'>,
  userId: string,
) {
  if (!chat.communityId) return
  const [row] = await ctx.db
    .select({ gate: communities.gate, address: users.address, role: communityMembers.role })
    .from(communities)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, communities.id), eq(communityMembers.userId, userId)),
    )
    .where(eq(communities.id, chat.communityId))
  const member = Boolean(row?.role)
  if (member && (!row?.gate || !row.address)) return
  if (member && row?.gate && row.address) {
    const held = await tokenBalance(
      ctx.chains.publicClient(row.gate.chainId),
      row.gate.token as Address,
      row.address as Address,
    )
    if (held >= BigInt(row.gate.minBalance)) return
  }
  const side = and(
    eq(conversationMembers.conversationId, chat.id),
    eq(conversationMembers.userId, userId),
  )
  const removed = await ctx.db.delete(conversationMembers).where(side).returning()
  if (removed.length > 0)
    ctx.events.publish('group.changed', {
      conversationId: chat.id,
      userIds: [...(await memberReaders(ctx, chat.id)).map((m) => m.userId), userId],
    })
  if (!member) throw new ForbiddenError('COMMUNITY_CHAT_MEMBERS_ONLY')
  throw new ForbiddenError('COMMUNITY_CHAT_TOKEN_GATE_NOT_MET')
}
