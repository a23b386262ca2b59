import { createHash } from 'node:crypto'
import {
  BadRequestError,
  ConflictError,
  IDEMPOTENCY_HEADER,
  UnprocessableError,
} from '@agora/domain'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../context.ts'
import { idempotencyKeys } from '../db/schema/meta.ts'

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
/** How long a first request may run before a retry with its key is allowed to take over. */
const IN_PROGRESS_TIMEOUT_MS = 60_000
const RETENTION_MS = 24 * 60 * 60 * 1000
// a replayed PUT or DELETE must not undo what the person did after it (bookmark, un-bookmark)
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Fields that carry a credential: a response holding one is never stored, so never replayed. */
const SECRET_FIELD =
  /^(token|accessToken|refreshToken|sessionToken|idToken|secret|clientSecret|password|privateKey|mnemonic|apiKey)$/i

type Claim = { scope: string; key: string }

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null
  }
}

/**
 * Writes (POST, PUT, PATCH, DELETE) with an `Idempotency-Key` header: the first response for a key is stored and
 * replayed to the same caller, so a retried request never writes twice. A second request
 * while the first is running gets 409; reusing a key for a different request gets 422.
 * The caller is the signed-in user, or for anonymous requests the client's address, so
 * one client never reads another's answer. Responses that carry a credential (sign-in,
 * register, refresh, admin login …) are never stored: a retry runs again instead.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('idempotencyClaim', null)

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER]
    if (!WRITE_METHODS.has(request.method) || key === undefined) return
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new BadRequestError('IDEMPOTENCY_KEY_INVALID')
    }
    const claim = { scope: scopeOf(request), key }
    const requestHash = hashRequest(request)
    const now = ctx.clock.now()

    const inserted = await ctx.db
      .insert(idempotencyKeys)
      .values({ ...claim, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length > 0) {
      request.idempotencyClaim = claim
      return
    }

    const [stored] = await ctx.db.select().from(idempotencyKeys).where(matches(claim))
    if (!stored)
      throw new ConflictError('IDEMPOTENCY_IN_PROGRESS')
    if (stored.requestHash !== requestHash) {
      throw new UnprocessableError('IDEMPOTENCY_KEY_REUSED')
    }
    if (stored.status !== null) {
      return reply
        .status(stored.status)
        .header('content-type', stored.contentType ?? 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(stored.body)
    }
    // the first attempt died without answering: let this one take its place
    const stale = new Date(now.getTime() - IN_PROGRESS_TIMEOUT_MS)
    const taken = await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(
        and(
          matches(claim),
          sql`${idempotencyKeys.status} is null`,
          lt(idempotencyKeys.createdAt, stale),
        ),
      )
      .returning({ key: idempotencyKeys.key })
    if (taken.length === 0) {
      throw new ConflictError('IDEMPOTENCY_IN_PROGRESS')
    }
    request.idempotencyClaim = claim
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim
    if (!claim) return payload
    request.idempotencyClaim = null
    if (reply.statusCode >= 500 || typeof payload !== 'string' || carriesSecret(payload)) {
      // nothing reliable or safe to replay: free the key so the client can retry
      await ctx.db.delete(idempotencyKeys).where(matches(claim))
      return payload
    }
    const contentType = reply.getHeader('content-type')
    await ctx.db
      .update(idempotencyKeys)
      .set({
        status: reply.statusCode,
        body: payload,
        contentType: typeof contentType === 'string' ? contentType : null,
      })
      .where(matches(claim))
    return payload
  })
}

/** Forgets stored responses older than a day. */
export async function pruneIdempotencyKeys(ctx: AppContext) {
  const cutoff = new Date(ctx.clock.now().getTime() - RETENTION_MS)
  await ctx.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff))
}

function scopeOf(request: FastifyRequest) {
  if (request.viewer) return request.viewer.userId
  // `request.ip` honours TRUST_PROXY; hashed so the table holds no addresses
  return `anonymous:${createHash('sha256').update(request.ip).digest('hex').slice(0, 32)}`
}

/** Whether a JSON body holds a credential-like field anywhere (`token`, `data.token` …). */
export function carriesSecret(payload: string) {
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    return false
  }
  const pending = [parsed]
  while (pending.length > 0) {
    const value = pending.pop()
    if (value === null || typeof value !== 'object') continue
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_FIELD.test(key) && inner !== null && inner !== '') return true
      pending.push(inner)
    }
  }
  return false
}

function matches(claim: Claim) {
  return and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key))
}

function hashRequest(request: FastifyRequest) {
  const { body } = request
  // an upload's bytes are hashed as they are: as JSON, 10 MB would be a 40 MB string
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null))
    .digest('hex')
}
