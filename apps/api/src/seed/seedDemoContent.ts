import { eq, sql } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { users } from '../db/schema/accounts.ts'
import { appMeta } from '../db/schema/meta.ts'
import { demoWallets } from './demoWallets.ts'

const SEEDED_KEY = 'demo_seeded_at'

/**
 * Gives a brand-new database some life: demo people (and, as features land, their
 * communities, posts and listings). Runs once, and never on a database that has users.
 */
export async function seedDemoContent(ctx: AppContext) {
  await ctx.db.transaction(async (tx) => {
    const [seeded] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY))
    if (seeded) return
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
    if (count > 0) return

    await tx.insert(users).values(
      demoWallets.map((wallet) => ({
        address: wallet.address,
        handle: wallet.handle,
        bio: wallet.bio,
      })),
    )
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: ctx.clock.now().toISOString() })
  })
}
