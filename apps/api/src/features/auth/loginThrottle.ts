import { AppError } from '@agora/domain'
import { eq, inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { loginFailures } from '../../db/schema/accounts.ts'

const WINDOW_MS = 15 * 60 * 1000
const MAX_PER_ACCOUNT = 5
const MAX_PER_CLIENT = 20

type ThrottleKeys = { account: string; client: string }

function keysOf({ account, client }: ThrottleKeys) {
  return { account: `account:${account.toLowerCase()}`, client: `client:${client}` }
}

/** Refuses with 429 while an account or a client has failed too often in the window. */
export async function assertLoginAllowed(ctx: AppContext, keys: ThrottleKeys) {
  const { account, client } = keysOf(keys)
  const since = new Date(ctx.clock.now().getTime() - WINDOW_MS)
  const rows = await ctx.db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, [account, client]))
  for (const row of rows) {
    if (row.windowStart <= since) continue
    const limit = row.key === account ? MAX_PER_ACCOUNT : MAX_PER_CLIENT
    if (row.count >= limit) {
      throw new AppError(
        429,
        'TOO_MANY_ATTEMPTS',
        'Too many failed attempts. Try again in 15 minutes.',
      )
    }
  }
}

export async function recordLoginFailure(ctx: AppContext, keys: ThrottleKeys) {
  const now = ctx.clock.now()
  const since = new Date(now.getTime() - WINDOW_MS)
  for (const key of Object.values(keysOf(keys))) {
    await ctx.db
      .insert(loginFailures)
      .values({ key, count: 1, windowStart: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        // a failure after the window closed starts a new window
        set: {
          count: sql`case when ${loginFailures.windowStart} <= ${since} then 1 else ${loginFailures.count} + 1 end`,
          windowStart: sql`case when ${loginFailures.windowStart} <= ${since} then ${now} else ${loginFailures.windowStart} end`,
        },
      })
  }
}

export async function clearLoginFailures(ctx: AppContext, account: string) {
  await ctx.db
    .delete(loginFailures)
    .where(eq(loginFailures.key, keysOf({ account, client: '' }).account))
}
