import {
  type Audience,
  canModerateCommunity,
  hasRole,
  MODERATION_LOG_LABEL_LENGTH,
  type ModerationLogEntry,
} from '@agora/domain'
import { and, desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { moderationLog } from '../../db/schema/moderationLog.ts'
import { comments, posts } from '../../db/schema/social.ts'
import { users } from '../../db/schema/users.ts'
import { type AuthorRow, toAuthor } from '../../presenters/author.ts'
import { findCommunity, memberRole } from '../communities/membership.ts'

type Query = { cursor?: string | undefined; limit: number }

const actors = alias(users, 'actor')
const targetUsers = alias(users, 'target_user')

/**
 * A community's moderation log, newest first. Communities are public, so is their log
 * (like Reddit's and Lemmy's): anyone may read it. A hidden or deleted post's or comment's
 * text is never quoted, except to the community's moderators.
 */
export async function listModerationLog(
  ctx: AppContext,
  audience: Audience,
  communityIdOrSlug: string,
  query: Query,
) {
  const community = await findCommunity(ctx, communityIdOrSlug)
  const moderator =
    audience !== null &&
    (hasRole(audience.role, 'moderator') ||
      canModerateCommunity(await memberRole(ctx, community.id, audience.userId)))
  const cursor = decodeCursor(query.cursor)
  const rows = await ctx.db
    .select({
      line: moderationLog,
      actor: {
        id: actors.id,
        address: actors.address,
        handle: actors.handle,
        displayName: actors.displayName,
        ens: actors.ens,
        avatar: actors.avatar,
        privacySettings: actors.privacySettings,
      },
      post: { content: posts.content, hiddenAt: posts.hiddenAt },
      comment: { content: comments.content, hiddenAt: comments.hiddenAt },
      user: { handle: targetUsers.handle, displayName: targetUsers.displayName },
    })
    .from(moderationLog)
    .leftJoin(actors, eq(actors.id, moderationLog.actorId))
    .leftJoin(
      posts,
      and(eq(moderationLog.targetKind, 'post'), eq(posts.id, moderationLog.targetId)),
    )
    .leftJoin(
      comments,
      and(eq(moderationLog.targetKind, 'comment'), eq(comments.id, moderationLog.targetId)),
    )
    .leftJoin(
      targetUsers,
      and(eq(moderationLog.targetKind, 'person'), eq(targetUsers.id, moderationLog.targetId)),
    )
    .where(
      and(
        eq(moderationLog.communityId, community.id),
        cursor
          ? keysetBefore(
              moderationLog.createdAt,
              moderationLog.id,
              cursorTime(cursor).toISOString(),
              cursor.id,
            )
          : undefined,
      ),
    )
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(query.limit + 1)
  const { page, nextCursor } = toPage(rows, query.limit, ({ line }) => ({
    at: line.createdAt.toISOString(),
    id: line.id,
  }))
  return {
    data: page.map((row): ModerationLogEntry => {
      const { line } = row
      return {
        id: line.id,
        actor: row.actor ? toAuthor(row.actor as AuthorRow, audience) : null,
        action: line.action,
        target: { kind: line.targetKind, id: line.targetId, label: labelOf(row, moderator) },
        reason: line.reason,
        until: line.until?.toISOString() ?? null,
        role: line.role,
        createdAt: line.createdAt.toISOString(),
      }
    }),
    nextCursor,
  }
}

type Text = { content: string; hiddenAt: Date | null } | null

function labelOf(
  row: { post: Text; comment: Text; user: { handle: string; displayName: string | null } | null },
  moderator: boolean,
) {
  if (row.user) return row.user.displayName || `@${row.user.handle}`
  const text = row.post ?? row.comment
  if (!text || (text.hiddenAt && !moderator)) return null
  const flat = text.content.replace(/\s+/g, ' ').trim()
  return flat.length > MODERATION_LOG_LABEL_LENGTH
    ? `${flat.slice(0, MODERATION_LOG_LABEL_LENGTH - 1)}…`
    : flat
}
