import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { queryRows } from '../../db/queryRows.ts'
import { userBlocks } from '../../db/schema/messages.ts'
import { userMutes } from '../../db/schema/mutes.ts'

/** Who a viewer blocked, who blocked them and whom they muted. */
export type Relations = {
  blocked: ReadonlySet<string>
  blockedBy: ReadonlySet<string>
  muted: ReadonlySet<string>
}

type Kind = 'blocked' | 'blockedBy' | 'muted'

/** Where `viewerReads` keeps a viewer's relations. */
export const RELATIONS_KEY = 'relations'

/**
 * The viewer's blocks both ways and mutes, in one query, kept in `ctx.viewerReads` until
 * either side of a block or a mute changes (`user.relation.changed`).
 */
export function relationsOf(ctx: AppContext, viewerId: string): Promise<Relations> {
  return ctx.viewerReads.read(viewerId, RELATIONS_KEY, async () => {
    const rows = await queryRows<{ kind: Kind; id: string }>(
      ctx.db,
      sql`select 'blocked' as kind, ${userBlocks.blockedId} as id from ${userBlocks} where ${userBlocks.blockerId} = ${viewerId}
          union all
          select 'blockedBy', ${userBlocks.blockerId} from ${userBlocks} where ${userBlocks.blockedId} = ${viewerId}
          union all
          select 'muted', ${userMutes.mutedId} from ${userMutes} where ${userMutes.muterId} = ${viewerId}`,
    )
    const of = (kind: Kind) => new Set(rows.filter((row) => row.kind === kind).map((row) => row.id))
    return { blocked: of('blocked'), blockedBy: of('blockedBy'), muted: of('muted') }
  })
}

/** People whose posts, comments and notifications the viewer does not see. */
export async function hiddenUsersOf(ctx: AppContext, viewerId: string) {
  const { blocked, blockedBy, muted } = await relationsOf(ctx, viewerId)
  return new Set([...blocked, ...blockedBy, ...muted])
}
