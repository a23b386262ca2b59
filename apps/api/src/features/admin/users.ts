import { ConflictError, ForbiddenError, hasRole, NotFoundError, type Role } from '@agora/domain'
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { recordAudit } from '../../audit/recordAudit.ts'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { toUser } from '../auth/users.ts'

const PAGE_SIZE = 50

export async function listUsers(
  ctx: AppContext,
  query: { q?: string | undefined; cursor?: string | undefined },
) {
  const cursor = decodeCursor(query.cursor)
  const term = query.q?.trim()
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const rows = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        pattern
          ? or(
              ilike(users.handle, pattern),
              ilike(users.email, pattern),
              ilike(users.address, pattern),
            )
          : undefined,
        cursor ? keysetBefore(users.createdAt, users.id, cursorTime(cursor), cursor.id) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(PAGE_SIZE + 1)
  const { page, nextCursor } = toPage(rows, PAGE_SIZE, (row) => ({
    at: row.createdAt.toISOString(),
    id: row.id,
  }))
  return {
    data: page.map(toUser),
    nextCursor,
  }
}

export type UserChange = { role?: Role | undefined; isSuspended?: boolean | undefined }

/**
 * Admins suspend people and make moderators; only a super_admin grants or removes admin
 * rights, and nobody changes their own account this way.
 */
export async function changeUser(
  ctx: AppContext,
  actor: Viewer,
  userId: string,
  change: UserChange,
) {
  if (actor.userId === userId) throw new ForbiddenError('SELF_CHANGE')
  const [target] = await ctx.db.select().from(users).where(eq(users.id, userId))
  if (!target) throw new NotFoundError('USER_NOT_FOUND')

  const touchesAdmins =
    hasRole(target.role, 'admin') || (change.role !== undefined && hasRole(change.role, 'admin'))
  if (touchesAdmins && actor.role !== 'super_admin') {
    throw new ForbiddenError('SUPER_ADMIN_REQUIRED')
  }
  if (change.role === undefined && change.isSuspended === undefined) {
    throw new ConflictError('NO_CHANGE')
  }

  const updated = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.isSuspended !== undefined ? { isSuspended: change.isSuspended } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning()
    if (!updated) throw new NotFoundError('USER_NOT_FOUND')
    await recordAudit(tx, actor.userId, 'user.update', userId, {
      ...(change.role !== undefined ? { role: { from: target.role, to: change.role } } : {}),
      ...(change.isSuspended !== undefined ? { isSuspended: change.isSuspended } : {}),
    })
    return updated
  })
  // after the commit: a cached session must not be read back before the change is visible
  ctx.events.publish('user.access.changed', { userId })
  return toUser(updated)
}
