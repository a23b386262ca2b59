import type { HiddenUser } from '@agora/domain'
import { and, desc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, keysetBefore, toPage } from '../../db/cursor.ts'
import { userBlocks } from '../../db/schema/messages.ts'
import { userMutes } from '../../db/schema/mutes.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { authorColumns, toAuthor } from '../../presenters/author.ts'

const PAGE_SIZE = 50

type Page = { data: HiddenUser[]; nextCursor: string | null }

/** The people the viewer blocked, the latest first. */
export async function listBlocked(ctx: AppContext, viewer: Viewer, cursorValue?: string) {
  const cursor = decodeCursor(cursorValue)
  const rows = await ctx.db
    .select({ user: authorColumns, since: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(
      and(
        eq(userBlocks.blockerId, viewer.userId),
        cursor
          ? keysetBefore(userBlocks.createdAt, userBlocks.blockedId, cursorTime(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(PAGE_SIZE + 1)
  return present(rows, viewer)
}

/** The people the viewer muted, the latest first. */
export async function listMuted(ctx: AppContext, viewer: Viewer, cursorValue?: string) {
  const cursor = decodeCursor(cursorValue)
  const rows = await ctx.db
    .select({ user: authorColumns, since: userMutes.createdAt })
    .from(userMutes)
    .innerJoin(users, eq(users.id, userMutes.mutedId))
    .where(
      and(
        eq(userMutes.muterId, viewer.userId),
        cursor
          ? keysetBefore(userMutes.createdAt, userMutes.mutedId, cursorTime(cursor), cursor.id)
          : undefined,
      ),
    )
    .orderBy(desc(userMutes.createdAt), desc(userMutes.mutedId))
    .limit(PAGE_SIZE + 1)
  return present(rows, viewer)
}

type Row = { user: Parameters<typeof toAuthor>[0]; since: Date }

function present(rows: Row[], viewer: Viewer): Page {
  const { page, nextCursor } = toPage(rows, PAGE_SIZE, (row) => ({
    at: row.since.toISOString(),
    id: row.user.id,
  }))
  return {
    data: page.map((row) => ({
      person: toAuthor(row.user, viewer),
      since: row.since.toISOString(),
    })),
    nextCursor,
  }
}
