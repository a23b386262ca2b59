import { TooManyRequestsError } from '@agora/domain'
import { inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { loginFailures } from '../../db/schema/auth.ts'

const MINUTE = 60 * 1000

/**
 * How password guessing is slowed. Failures count per e-mail *and* client, with a delay
 * that doubles after the free ones, so a stranger slows only their own guesses and never
 * locks the owner out. A client is also capped across all e-mails (spraying), and when an
 * account is under a wide attack only clients it has signed in from before get through.
 * Unknown e-mails are throttled exactly like real ones.
 */
export type ThrottlePolicy = {
  name: string
  freeFailures: number
  firstDelayMs: number
  maxDelayMs: number
  /** Failures one client may make across all e-mails in `windowMs`. */
  maxPerClient: number
  /** Failures on one e-mail from all clients in `windowMs` that count as an attack. */
  accountSurge: number
  windowMs: number
  /** What a refused client is told they tried too often (TOO_MANY_ATTEMPTS's `attempts`). */
  refusal?: 'login' | 'reset'
}

export const PASSWORD_LOGIN: ThrottlePolicy = {
  name: 'login',
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 15 * MINUTE,
  maxPerClient: 30,
  accountSurge: 50,
  windowMs: 15 * MINUTE,
}

/** Admin sign-in is a bigger prize: fewer free tries, longer delays, its own counters. */
export const ADMIN_LOGIN: ThrottlePolicy = {
  name: 'admin-login',
  freeFailures: 1,
  firstDelayMs: 5000,
  maxDelayMs: 60 * MINUTE,
  maxPerClient: 10,
  accountSurge: 20,
  windowMs: 60 * MINUTE,
}

const KNOWN_CLIENT_MS = 30 * 24 * 60 * MINUTE

type Attempt = { account: string; client: string }

function keysOf(policy: ThrottlePolicy, { account, client }: Attempt) {
  const email = account.toLowerCase()
  return {
    pair: `${policy.name}:pair:${email}|${client}`,
    client: `${policy.name}:client:${client}`,
    account: `${policy.name}:account:${email}`,
    known: `${policy.name}:known:${email}|${client}`,
  }
}

/** The delay a client must wait after `failures` consecutive failures on one e-mail. */
export function delayAfter(policy: ThrottlePolicy, failures: number) {
  if (failures <= policy.freeFailures) return 0
  return Math.min(
    policy.firstDelayMs * 2 ** (failures - policy.freeFailures - 1),
    policy.maxDelayMs,
  )
}

const tooMany = (policy: ThrottlePolicy, waitMs: number) =>
  new TooManyRequestsError('TOO_MANY_ATTEMPTS', {
    attempts: policy.refusal ?? 'login',
    seconds: Math.max(1, Math.ceil(waitMs / 1000)),
  })

/** Refuses with 429 while this client must wait before another try at this e-mail. */
export async function assertLoginAllowed(
  ctx: AppContext,
  policy: ThrottlePolicy,
  attempt: Attempt,
) {
  const keys = keysOf(policy, attempt)
  const now = ctx.clock.now().getTime()
  const rows = await ctx.db
    .select()
    .from(loginFailures)
    .where(inArray(loginFailures.key, Object.values(keys)))
  const row = (key: string) => rows.find((r) => r.key === key)

  const pair = row(keys.pair)
  if (pair && now - pair.windowStart.getTime() < policy.windowMs) {
    const wait = pair.windowStart.getTime() + delayAfter(policy, pair.count) - now
    if (wait > 0) throw tooMany(policy, wait)
  }
  const client = row(keys.client)
  const clientWindowEnd = (client?.windowStart.getTime() ?? 0) + policy.windowMs
  if (client && clientWindowEnd > now && client.count >= policy.maxPerClient)
    throw tooMany(policy, clientWindowEnd - now)

  const account = row(keys.account)
  const accountWindowEnd = (account?.windowStart.getTime() ?? 0) + policy.windowMs
  const known = row(keys.known)
  const isKnown = known && now - known.windowStart.getTime() < KNOWN_CLIENT_MS
  if (account && accountWindowEnd > now && account.count >= policy.accountSurge && !isKnown)
    throw tooMany(policy, accountWindowEnd - now)
}

export async function recordLoginFailure(
  ctx: AppContext,
  policy: ThrottlePolicy,
  attempt: Attempt,
) {
  const now = ctx.clock.now()
  const since = new Date(now.getTime() - policy.windowMs)
  const keys = keysOf(policy, attempt)
  // the pair's time is its last failure (delays count from it); the others' is their window's start
  await bump(ctx, keys.pair, now, since, now)
  for (const key of [keys.client, keys.account]) await bump(ctx, key, now, since, null)
}

async function bump(ctx: AppContext, key: string, now: Date, since: Date, touch: Date | null) {
  await ctx.db
    .insert(loginFailures)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      // a failure after the window closed starts over
      set: {
        count: sql`case when ${loginFailures.windowStart} <= ${since} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: touch
          ? sql`${touch}`
          : sql`case when ${loginFailures.windowStart} <= ${since} then ${now} else ${loginFailures.windowStart} end`,
      },
    })
}

/** After a correct password: this client's slate is clean, and it is known to the account. */
export async function recordLoginSuccess(
  ctx: AppContext,
  policy: ThrottlePolicy,
  attempt: Attempt,
) {
  const keys = keysOf(policy, attempt)
  const now = ctx.clock.now()
  await ctx.db.delete(loginFailures).where(inArray(loginFailures.key, [keys.pair]))
  await ctx.db
    .insert(loginFailures)
    .values({ key: keys.known, count: 0, windowStart: now })
    .onConflictDoUpdate({ target: loginFailures.key, set: { windowStart: now } })
}
