import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { nameLookups } from '../../db/schema/names.ts'
import { users } from '../../db/schema/users.ts'
import { chainResolver } from './chainResolver.ts'
import type { NameResolver } from './nameResolver.ts'
import { providerResolver } from './providerResolver.ts'

const MINUTE = 60_000
// spec §9: the name cache holds 180 minutes; an address without a name is asked again sooner
export const NAME_CACHE_MS = 180 * MINUTE
export const NO_NAME_CACHE_MS = 10 * MINUTE
/** After a failed look-up, this instance asks again for that person no sooner than this. */
const RETRY_AFTER_FAILURE_MS = 10 * MINUTE
const REFRESH_EVERY_MS = 10 * MINUTE
const REFRESH_BATCH = 50
const MAX_AT_ONCE = 16
const MAX_REMEMBERED = 50_000
// a chain look-up cannot be cut short: shutdown waits this long for one, then goes on
const CLOSE_WAIT_MS = 2_000

export type NameLookups = ReturnType<typeof createNameLookups>

/**
 * Keeps `users.ens` filled with each wallet's name, in the background: a person who uses
 * Agora gets their address looked up once its cached answer has run out, and names already
 * shown are refreshed every few minutes. A request never waits for a resolver; one that is
 * down is said once in the log, and the names from before stay.
 */
export function createNameLookups(
  ctx: AppContext,
  log: FastifyBaseLogger,
  resolver: NameResolver | null = pickResolver(ctx),
) {
  // per person, when this instance next reads their cached answer (ms): most requests read nothing
  const nextCheck = new Map<string, number>()
  const working = new Set<Promise<unknown>>()
  let down = false
  let closed = false
  const stopping = new AbortController()
  const now = () => ctx.clock.now().getTime()

  function track(work: Promise<unknown>) {
    const tracked = work
      .catch((err) => log.error({ err }, 'name look-up failed'))
      .finally(() => working.delete(tracked))
    working.add(tracked)
  }

  /** The person was active: look their name up if its cached answer ran out. */
  function noteActive(userId: string) {
    if (!resolver || closed || working.size >= MAX_AT_ONCE) return
    const due = nextCheck.get(userId)
    if (due !== undefined && due > now()) return
    if (nextCheck.size >= MAX_REMEMBERED) nextCheck.clear()
    nextCheck.set(userId, now() + RETRY_AFTER_FAILURE_MS)
    track(refreshUser(userId))
  }

  async function refreshUser(userId: string) {
    const [row] = await ctx.db
      .select({ address: users.address, expiresAt: nameLookups.expiresAt })
      .from(users)
      .leftJoin(nameLookups, eq(nameLookups.address, users.address))
      .where(eq(users.id, userId))
    if (!row?.address) return nextCheck.set(userId, now() + NO_NAME_CACHE_MS)
    if (row.expiresAt && row.expiresAt.getTime() > now())
      return nextCheck.set(userId, row.expiresAt.getTime())
    const expiresAt = await lookUp(row.address as `0x${string}`)
    if (expiresAt) nextCheck.set(userId, expiresAt)
  }

  /** Asks the resolver and writes its answer; the answer's expiry, or null when it failed. */
  async function lookUp(address: `0x${string}`): Promise<number | null> {
    if (!resolver) return null
    let name: string | null
    try {
      name = await resolver.resolve(address, stopping.signal)
    } catch (err) {
      if (closed) return null
      if (!down)
        log.warn(
          { err },
          `name resolver down: ${resolver.source} did not answer; names stay as they were`,
        )
      down = true
      return null
    }
    if (down) log.info(`name resolver back: ${resolver.source} answers again`)
    down = false
    if (closed) return null
    const checkedAt = ctx.clock.now()
    const expiresAt = new Date(checkedAt.getTime() + (name ? NAME_CACHE_MS : NO_NAME_CACHE_MS))
    const renamed = await ctx.db.transaction(async (tx) => {
      await tx
        .insert(nameLookups)
        .values({ address, name, checkedAt, expiresAt })
        .onConflictDoUpdate({ target: nameLookups.address, set: { name, checkedAt, expiresAt } })
      return tx
        .update(users)
        .set({ ens: name })
        .where(and(eq(users.address, address), sql`${users.ens} is distinct from ${name}`))
        .returning({ id: users.id })
    })
    for (const { id } of renamed) ctx.events.publish('user.changed', { userId: id })
    return expiresAt.getTime()
  }

  /** Names already shown whose answer ran out are asked again, so a name given up goes. */
  async function refreshShownNames() {
    const due = await ctx.db
      .select({ address: nameLookups.address })
      .from(nameLookups)
      .where(and(isNotNull(nameLookups.name), lte(nameLookups.expiresAt, ctx.clock.now())))
      .orderBy(asc(nameLookups.expiresAt))
      .limit(REFRESH_BATCH)
    for (const { address } of due) {
      if (closed || (await lookUp(address as `0x${string}`)) === null) return
    }
  }

  const timer = resolver
    ? setInterval(() => {
        if (working.size === 0) track(refreshShownNames())
      }, REFRESH_EVERY_MS)
    : null
  timer?.unref()

  return {
    noteActive,
    /** Forgets when this person was looked at (their wallet or name may have changed). */
    forget: (userId: string) => nextCheck.delete(userId),
    refreshShownNames,
    /** Waits for the look-ups under way (tests, shutdown). */
    async drain() {
      while (working.size > 0) await Promise.allSettled([...working])
    },
    async close() {
      closed = true
      stopping.abort()
      if (timer) clearInterval(timer)
      const waited = new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())
      await Promise.race([Promise.allSettled([...working]), waited])
    },
  }
}

function pickResolver(ctx: AppContext): NameResolver | null {
  const provider = ctx.config.nameProvider
  return provider ? providerResolver(provider) : chainResolver(ctx.config, ctx.chains)
}
