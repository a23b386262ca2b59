import { type CommunityRole, ForbiddenError, NotFoundError } from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { communities, communityMembers } from '../../db/schema/social.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A community by id or slug, or 404. */
export async function findCommunity(ctx: AppContext, idOrSlug: string) {
  const [row] = await ctx.db
    .select()
    .from(communities)
    .where(
      UUID.test(idOrSlug)
        ? eq(communities.id, idOrSlug)
        : eq(communities.slug, idOrSlug.toLowerCase()),
    )
  if (!row) throw new NotFoundError('No such community', 'COMMUNITY_NOT_FOUND')
  return row
}

export async function memberRole(ctx: AppContext, communityId: string, userId: string | null) {
  if (!userId) return null
  const [row] = await ctx.db
    .select({ role: communityMembers.role })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
  return row?.role ?? null
}

const RANK: Record<CommunityRole, number> = { member: 0, moderator: 1, admin: 2 }

export function ranksAtLeast(role: CommunityRole | null, required: CommunityRole) {
  return role !== null && RANK[role] >= RANK[required]
}

/** The viewer's role in the community, when it is at least `required`; 403 otherwise. */
export async function requireCommunityRole(
  ctx: AppContext,
  communityId: string,
  userId: string,
  required: CommunityRole,
) {
  const role = await memberRole(ctx, communityId, userId)
  if (ranksAtLeast(role, required)) return role as CommunityRole
  if (required === 'member')
    throw new ForbiddenError('Join this community to do that', 'NOT_A_MEMBER')
  throw new ForbiddenError(`This needs a community ${required}`, 'COMMUNITY_ROLE_REQUIRED')
}
