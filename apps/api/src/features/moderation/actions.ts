import {
  ConflictError,
  ForbiddenError,
  hasCommunityRole,
  hasRole,
  type ModerationActionInput,
  NotFoundError,
  type ReportTarget,
  ValidationError,
} from '@agora/domain'
import { and, eq } from 'drizzle-orm'
import { recordAudit } from '../../audit/recordAudit.ts'
import { recordModeration } from '../../audit/recordModeration.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { listings } from '../../db/schema/marketplace.ts'
import { communityBans } from '../../db/schema/moderation.ts'
import { comments, posts } from '../../db/schema/social.ts'
import type { Viewer } from '../../http/viewer.ts'
import { changeUser } from '../admin/users.ts'
import {
  findCommunity,
  removeMember as leaveCommunity,
  memberRole,
} from '../communities/membership.ts'
import { findReport, resolveReports } from './resolveReports.ts'
import { assertMayModerate, findTarget } from './targets.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Hide or restore a post, comment or listing; remove a member from a community or ban them
 * for a time; suspend an account (admins). Each is audited as `moderation.<action>` and
 * closes the report it answers, when one is named.
 */
export async function moderate(ctx: AppContext, viewer: Viewer, input: ModerationActionInput) {
  switch (input.action) {
    case 'hide':
    case 'restore':
      return setHidden(ctx, viewer, input)
    case 'remove':
    case 'ban':
      return removeMember(ctx, viewer, input)
    case 'unban':
      return unban(ctx, viewer, input)
    case 'dismiss':
      return dismiss(ctx, viewer, input)
    case 'suspend': {
      if (!hasRole(viewer.role, 'admin')) {
        throw new ForbiddenError('SUSPENSION_ADMINS_ONLY')
      }
      // the admin change audits itself (admin.user.update)
      await changeUser(ctx, viewer, input.userId, { isSuspended: true })
      await ctx.db.transaction((tx) =>
        finish(tx, ctx.clock.now(), viewer, input, input.userId, {
          targetKind: 'person',
          communityId: null,
          reportId: input.reportId,
        }),
      )
      return { action: input.action, targetId: input.userId }
    }
  }
}

async function setHidden(
  ctx: AppContext,
  viewer: Viewer,
  input: Extract<ModerationActionInput, { action: 'hide' | 'restore' }>,
) {
  const target = await findTarget(ctx, input.targetKind, input.targetId)
  await assertMayModerate(ctx, viewer, target.communityId)
  const hiddenAt = input.action === 'hide' ? ctx.clock.now() : null
  await ctx.db.transaction(async (tx) => {
    if (target.kind === 'post') {
      await tx.update(posts).set({ hiddenAt }).where(eq(posts.id, target.id))
    } else if (target.kind === 'comment') {
      await tx.update(comments).set({ hiddenAt }).where(eq(comments.id, target.id))
    } else {
      await tx.update(listings).set({ hiddenAt }).where(eq(listings.id, target.id))
    }
    await finish(tx, ctx.clock.now(), viewer, input, target.id, {
      targetKind: target.kind,
      communityId: target.communityId,
      reportId: input.reportId,
    })
  })
  await announce(ctx, target)
  return { action: input.action, targetId: target.id }
}

/** Caches and live views follow the change like any other edit. */
async function announce(ctx: AppContext, target: Awaited<ReturnType<typeof findTarget>>) {
  if (target.kind === 'post') {
    ctx.events.publish('post.updated', {
      postId: target.id,
      communityId: target.communityId,
      change: 'moderation',
    })
  } else if (target.kind === 'comment') {
    const [row] = await ctx.db
      .select({ postId: comments.postId })
      .from(comments)
      .where(eq(comments.id, target.id))
    if (row) ctx.events.publish('comment.updated', { commentId: target.id, postId: row.postId })
  } else if (target.kind === 'listing') {
    const [row] = await ctx.db
      .select({ sellerId: listings.sellerId })
      .from(listings)
      .where(eq(listings.id, target.id))
    if (row) ctx.events.publish('listing.changed', { listingId: target.id, sellerId: row.sellerId })
  }
}

/** A moderator removes members; only admins (of the community or the platform) remove moderators. */
async function removeMember(
  ctx: AppContext,
  viewer: Viewer,
  input: Extract<ModerationActionInput, { action: 'remove' | 'ban' }>,
) {
  const community = await findCommunity(ctx, input.communityId)
  await assertMayModerate(ctx, viewer, community.id)
  if (input.userId === viewer.userId) {
    throw new ForbiddenError('COMMUNITY_SELF_CHANGE', { action: 'remove' })
  }
  const until = input.action === 'ban' ? new Date(input.until) : null
  if (until && until <= ctx.clock.now()) {
    throw new ValidationError([{ field: 'body.until', code: 'UNTIL_IN_PAST' }])
  }
  const targetRole = await memberRole(ctx, community.id, input.userId)
  if (!targetRole && input.action === 'remove') {
    throw new NotFoundError('MEMBER_NOT_FOUND')
  }
  if (targetRole === 'admin') throw new ConflictError('MEMBER_IS_ADMIN', { action: 'remove' })
  const platform = hasRole(viewer.role, 'moderator')
  const actorRole = await memberRole(ctx, community.id, viewer.userId)
  if (targetRole === 'moderator' && !platform && !hasCommunityRole(actorRole, 'admin')) {
    throw new ForbiddenError('COMMUNITY_ROLE_REQUIRED', {
      role: 'admin',
      action: 'remove_moderator',
    })
  }
  await ctx.db.transaction(async (tx) => {
    await leaveCommunity(tx, community.id, input.userId)
    if (until) {
      await tx
        .insert(communityBans)
        .values({
          communityId: community.id,
          userId: input.userId,
          until,
          reason: input.note ?? '',
          bannedBy: viewer.userId,
        })
        .onConflictDoUpdate({
          target: [communityBans.communityId, communityBans.userId],
          set: { until, reason: input.note ?? '', bannedBy: viewer.userId },
        })
    }
    await finish(tx, ctx.clock.now(), viewer, input, input.userId, {
      targetKind: 'person',
      communityId: community.id,
      reportId: input.reportId,
      ...(until ? { until: until.toISOString() } : {}),
    })
  })
  ctx.events.publish('membership.changed', {
    communityId: community.id,
    userId: input.userId,
    role: null,
    changedBy: viewer.userId,
  })
  return { action: input.action, targetId: input.userId }
}

/** Lets a banned person join again before the ban ends. */
async function unban(
  ctx: AppContext,
  viewer: Viewer,
  input: Extract<ModerationActionInput, { action: 'unban' }>,
) {
  const community = await findCommunity(ctx, input.communityId)
  await assertMayModerate(ctx, viewer, community.id)
  await ctx.db.transaction(async (tx) => {
    const lifted = await tx
      .delete(communityBans)
      .where(
        and(eq(communityBans.communityId, community.id), eq(communityBans.userId, input.userId)),
      )
      .returning({ userId: communityBans.userId })
    if (lifted.length === 0) throw new NotFoundError('BAN_NOT_FOUND')
    await finish(tx, ctx.clock.now(), viewer, input, input.userId, {
      targetKind: 'person',
      communityId: community.id,
      reportId: input.reportId,
    })
  })
  return { action: input.action, targetId: input.userId }
}

/** Resolves every open report of the named report's target, changing nothing else. */
async function dismiss(
  ctx: AppContext,
  viewer: Viewer,
  input: Extract<ModerationActionInput, { action: 'dismiss' }>,
) {
  const report = await findReport(ctx, input.reportId)
  await assertMayModerate(ctx, viewer, report.communityId)
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, viewer.userId, 'moderation.dismiss', report.targetId, {
      targetKind: report.targetKind,
      communityId: report.communityId,
      reportId: report.id,
      note: input.note,
    })
    await resolveReports(tx, now, viewer, input.action, report.targetId, report.id)
    if (report.communityId && report.targetKind !== 'listing') {
      await recordModeration(tx, {
        communityId: report.communityId,
        actorId: viewer.userId,
        action: 'resolve',
        targetKind: report.targetKind,
        targetId: report.targetId,
        reason: input.note,
        createdAt: now,
      })
    }
  })
  return { action: input.action, targetId: report.targetId }
}

type Details = {
  targetKind: ReportTarget
  communityId: string | null
  reportId: string | undefined
  until?: string
}

/**
 * The audit line, the community's public log line, and the target's open reports closed
 * when the action answers one of them.
 */
async function finish(
  tx: Tx,
  now: Date,
  viewer: Viewer,
  input: Exclude<ModerationActionInput, { action: 'dismiss' }>,
  targetId: string,
  details: Details,
) {
  await recordAudit(tx, viewer.userId, `moderation.${input.action}`, targetId, {
    ...details,
    note: input.note ?? '',
  })
  const { communityId, targetKind } = details
  if (communityId && input.action !== 'suspend' && targetKind !== 'listing') {
    await recordModeration(tx, {
      communityId,
      actorId: viewer.userId,
      action: input.action,
      targetKind,
      targetId,
      reason: input.note ?? '',
      until: details.until ? new Date(details.until) : null,
      createdAt: now,
    })
  }
  if (!details.reportId) return
  const resolved = await resolveReports(tx, now, viewer, input.action, targetId, details.reportId)
  if (communityId && targetKind !== 'listing') {
    await recordModeration(tx, {
      communityId,
      actorId: viewer.userId,
      action: 'resolve',
      targetKind,
      targetId,
      reason: input.note ?? '',
      // a millisecond after the action, so the log reads in the order things happened
      createdAt: new Date(now.getTime() + 1),
    })
  }
  return resolved
}
