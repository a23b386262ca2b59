import { type Community, ConflictError, slugify } from '@agora/domain'
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorNumber, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { communities, communityMembers } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { assertNotBanned } from './activeBan.ts'
import { findCommunity, memberRole, removeMember } from './membership.ts'
import { assertHoldsGateToken } from './tokenGate.ts'

const PAGE_SIZE = 20
type CommunityRow = typeof communities.$inferSelect

export type NewCommunity = {
  name: string
  description: string
  rules?: string[] | undefined
  avatar?: string | undefined
}

export async function createCommunity(ctx: AppContext, viewer: Viewer, input: NewCommunity) {
  const [taken] = await ctx.db
    .select({ id: communities.id })
    .from(communities)
    .where(sql`lower(${communities.name}) = lower(${input.name})`)
  if (taken) throw new ConflictError('COMMUNITY_NAME_TAKEN')

  const base = slugify(input.name)
  for (let attempt = 0; attempt < 20; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${attempt + 1}`
    const created = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(communities)
        .values({
          slug,
          name: input.name,
          description: input.description,
          rules: input.rules ?? [],
          avatar: input.avatar ?? null,
          memberCount: 1,
          createdBy: viewer.userId,
          createdAt: ctx.clock.now(),
        })
        .onConflictDoNothing()
        .returning()
      if (row)
        await tx
          .insert(communityMembers)
          .values({ communityId: row.id, userId: viewer.userId, role: 'admin' })
      return row
    })
    if (created) {
      ctx.events.publish('community.created', { communityId: created.id, ownerId: viewer.userId })
      return toCommunity(created, 'admin')
    }
    // the name may have been taken by a concurrent request rather than the slug
    const [sameName] = await ctx.db
      .select({ id: communities.id })
      .from(communities)
      .where(sql`lower(${communities.name}) = lower(${input.name})`)
    if (sameName) throw new ConflictError('COMMUNITY_NAME_TAKEN')
  }
  throw new ConflictError('COMMUNITY_SLUG_TAKEN')
}

type ListQuery = {
  q?: string | undefined
  cursor?: string | undefined
  member?: boolean | undefined
  /** only this person's communities (their page) */
  memberId?: string | undefined
  limit?: number | undefined
}

/** Communities, most members first; `member` keeps the viewer's own, `memberId` someone's. */
export async function listCommunities(ctx: AppContext, viewerId: string | null, query: ListQuery) {
  const cursor = decodeCursor(query.cursor)
  const limit = query.limit ?? PAGE_SIZE
  const term = query.q?.trim()
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const memberOf = query.member && viewerId ? viewerId : query.memberId
  const rows = await ctx.db
    .select()
    .from(communities)
    .where(
      and(
        pattern
          ? or(ilike(communities.name, pattern), ilike(communities.description, pattern))
          : undefined,
        memberOf
          ? inArray(
              communities.id,
              ctx.db
                .select({ id: communityMembers.communityId })
                .from(communityMembers)
                .where(eq(communityMembers.userId, memberOf)),
            )
          : undefined,
        cursor
          ? keysetBefore(communities.memberCount, communities.id, cursorNumber(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(desc(communities.memberCount), desc(communities.id))
    .limit(limit + 1)
  const { page, nextCursor } = toPage(rows, limit, (row) => ({
    at: String(row.memberCount),
    id: row.id,
  }))
  const roles = await viewerRoles(
    ctx,
    viewerId,
    page.map((c) => c.id),
  )
  return {
    data: page.map((row) => toCommunity(row, roles.get(row.id) ?? null)),
    nextCursor,
  }
}

export async function getCommunity(ctx: AppContext, viewerId: string | null, idOrSlug: string) {
  const row = await findCommunity(ctx, idOrSlug)
  return toCommunity(row, await memberRole(ctx, row.id, viewerId))
}

/**
 * Joining twice changes nothing; the member count moves in the same transaction. A
 * token-gated community checks the wallet's holding on-chain first.
 */
export async function joinCommunity(ctx: AppContext, viewer: Viewer, idOrSlug: string) {
  const community = await findCommunity(ctx, idOrSlug)
  const role = await memberRole(ctx, community.id, viewer.userId)
  if (role) return toCommunity(community, role)
  await assertNotBanned(ctx, community, viewer.userId)
  if (community.gate) await assertHoldsGateToken(ctx, community.gate, viewer.userId)
  await ctx.db.transaction(async (tx) => {
    const joined = await tx
      .insert(communityMembers)
      .values({ communityId: community.id, userId: viewer.userId, joinedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ userId: communityMembers.userId })
    if (joined.length > 0) {
      await tx
        .update(communities)
        .set({ memberCount: sql`${communities.memberCount} + 1` })
        .where(eq(communities.id, community.id))
    }
  })
  ctx.events.publish('membership.changed', {
    communityId: community.id,
    userId: viewer.userId,
    role: 'member',
  })
  return getCommunity(ctx, viewer.userId, community.id)
}

export async function leaveCommunity(ctx: AppContext, viewer: Viewer, idOrSlug: string) {
  const community = await findCommunity(ctx, idOrSlug)
  if ((await memberRole(ctx, community.id, viewer.userId)) === 'admin') {
    const [{ admins = 0 } = {}] = await ctx.db
      .select({ admins: sql<number>`count(*)::int` })
      .from(communityMembers)
      .where(
        and(eq(communityMembers.communityId, community.id), eq(communityMembers.role, 'admin')),
      )
    if (admins <= 1 && community.memberCount > 1) {
      throw new ConflictError('LAST_ADMIN')
    }
  }
  await ctx.db.transaction(async (tx) => {
    await removeMember(tx, community.id, viewer.userId)
  })
  ctx.events.publish('membership.changed', {
    communityId: community.id,
    userId: viewer.userId,
    role: null,
  })
  return getCommunity(ctx, viewer.userId, community.id)
}

async function viewerRoles(ctx: AppContext, viewerId: string | null, communityIds: string[]) {
  if (!viewerId || communityIds.length === 0) return new Map()
  const rows = await ctx.db
    .select({ communityId: communityMembers.communityId, role: communityMembers.role })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.userId, viewerId),
        inArray(communityMembers.communityId, communityIds),
      ),
    )
  return new Map(rows.map((r) => [r.communityId, r.role]))
}

export function toCommunity(row: CommunityRow, viewerRole: Community['viewerRole']): Community {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    rules: row.rules,
    avatar: row.avatar,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
    viewerRole,
    proposalCreators: row.proposalCreators,
    listingApproval: row.listingApproval,
    proposalRules: row.proposalRules,
    gate: row.gate ?? null,
  }
}
