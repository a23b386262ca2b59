import { AuthRequiredError, ForbiddenError } from '@agora/domain'
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { AppContext } from './context.ts'
import { preparedPerDb } from './db/preparedPerDb.ts'
import { sessions } from './db/schema/auth.ts'
import { users } from './db/schema/users.ts'

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
const TOKEN_TTL_S = 24 * 60 * 60
/** How long a token replaced by a refresh keeps working, for requests already in flight. */
export const ROTATION_GRACE_MS = 30 * 1000
const ISSUER = 'agora'

export type SessionMethod = (typeof sessions.$inferInsert)['method']
export type SessionUser = typeof users.$inferSelect

export async function startSession(ctx: AppContext, userId: string, method: SessionMethod) {
  const now = ctx.clock.now()
  const [session] = await ctx.db
    .insert(sessions)
    .values({ userId, method, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
    .returning({ id: sessions.id })
  if (!session) throw new Error('session insert returned nothing')
  return signSessionToken(ctx, userId, session.id)
}

/**
 * Rotation: a refresh starts a new session and ends the caller's after a short grace, so
 * the old token stops working (requests already in flight still land). A token that was
 * already rotated cannot be refreshed again.
 */
export async function refreshSession(ctx: AppContext, userId: string, sessionId: string) {
  const now = ctx.clock.now()
  const [rotated] = await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date(now.getTime() + ROTATION_GRACE_MS) })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ method: sessions.method })
  if (!rotated) throw new AuthRequiredError('TOKEN_ALREADY_REFRESHED')
  // cached copies of the old session learn its new end (the grace) on their next read
  ctx.events.publish('session.revoked', { sessionId, userId })
  return startSession(ctx, userId, rotated.method)
}

/** Not revoked, or only scheduled to end (a rotated session in its grace). */
function stillLive(now: Date) {
  return or(isNull(sessions.revokedAt), gt(sessions.revokedAt, now))
}

export async function revokeSession(ctx: AppContext, sessionId: string) {
  const [revoked] = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.id, sessionId), stillLive(ctx.clock.now())))
    .returning({ userId: sessions.userId })
  // every instance forgets the session it may have cached
  if (revoked) ctx.events.publish('session.revoked', { sessionId, userId: revoked.userId })
}

/** Ends every live session of a user (after a password reset), on every instance. */
export async function revokeUserSessions(ctx: AppContext, userId: string) {
  const now = ctx.clock.now()
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), stillLive(now)))
    .returning({ id: sessions.id })
  for (const { id } of revoked) ctx.events.publish('session.revoked', { sessionId: id, userId })
  return revoked.length
}

const liveSession = preparedPerDb((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        or(isNull(sessions.revokedAt), gt(sessions.revokedAt, sql.placeholder('now'))),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session'),
)

/**
 * The live session and user behind a bearer token. Throws 401 for anything forged,
 * expired or revoked (tokens are HS256 only, so `alg: none` never passes) and 403 for a
 * suspended or inactive account. A token checked in the last moments is answered from
 * `ctx.sessionCache`, which `session.revoked` and `user.access.changed` empty at once.
 */
export async function authenticateToken(ctx: AppContext, token: string) {
  const now = ctx.clock.now()
  const cached = ctx.sessionCache.get(token)
  if (cached) {
    if (cached.tokenExpiresAt <= now.getTime()) throw tokenExpired()
    if (cached.sessionExpiresAt > now.getTime()) return liveViewer(cached.sessionId, cached.user)
  }

  const generation = ctx.sessionCache.generation()
  let claims: { sub?: string; sid?: unknown; exp?: number }
  try {
    const verified = await jwtVerify(token, ctx.jwtKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
    })
    claims = verified.payload
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw tokenExpired()
    throw new AuthRequiredError('TOKEN_INVALID')
  }
  if (typeof claims.sid !== 'string' || !claims.sub) throw new AuthRequiredError('TOKEN_INVALID')

  const [row] = await liveSession(ctx.db).execute({
    sessionId: claims.sid,
    userId: claims.sub,
    now: now.toISOString(),
  })
  if (!row) throw new AuthRequiredError('SESSION_REVOKED')
  ctx.sessionCache.set(
    token,
    {
      sessionId: row.session.id,
      user: row.user,
      tokenExpiresAt: claims.exp === undefined ? Number.POSITIVE_INFINITY : claims.exp * 1000,
      // a rotated session ends with its grace, not at its expiry
      sessionExpiresAt: Math.min(
        row.session.expiresAt.getTime(),
        row.session.revokedAt?.getTime() ?? Number.POSITIVE_INFINITY,
      ),
    },
    generation,
  )
  return liveViewer(row.session.id, row.user)
}

function liveViewer(sessionId: string, user: SessionUser) {
  if (user.isSuspended || !user.isActive) {
    throw new ForbiddenError('ACCOUNT_SUSPENDED')
  }
  return { sessionId, user }
}

function tokenExpired() {
  return new AuthRequiredError('TOKEN_EXPIRED')
}

function signSessionToken(ctx: AppContext, userId: string, sessionId: string) {
  const now = Math.floor(ctx.clock.now().getTime() / 1000)
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_TTL_S)
    .sign(ctx.jwtKey)
}
