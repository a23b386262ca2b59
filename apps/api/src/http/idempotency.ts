import { createHash } from 'node:crypto'
import { AppError, IDEMPOTENCY_HEADER } from '@agora/domain'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../context.ts'
import { idempotencyKeys } from '../db/schema/meta.ts'

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
/** How long a first request may run before a retry with its key is allowed to take over. */
const IN_PROGRESS_TIMEOUT_MS = 60_000
const RETENTION_MS = 24 * 60 * 60 * 1000

type Claim = { scope: string; key: string }

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null
  }
}

/**
 * POSTs with an `Idempotency-Key` header: the first response for a key is stored and
 * replayed to the same caller, so a retried request never writes twice. A second request
 * while the first is running gets 409; reusing a key for a different request gets 422.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('idempotencyClaim', null)

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER]
    if (request.method !== 'POST' || key === undefined) return
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError(
        400,
        'IDEMPOTENCY_KEY_INVALID',
        'Idempotency-Key must be 1–255 visible ASCII characters',
      )
    }
    const claim = { scope: request.viewer?.userId ?? 'anonymous', key }
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
      throw new AppError(
        409,
        'IDEMPOTENCY_IN_PROGRESS',
        'A request with this Idempotency-Key is in progress',
      )
    if (stored.requestHash !== requestHash) {
      throw new AppError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for a different request',
      )
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
      throw new AppError(
        409,
        'IDEMPOTENCY_IN_PROGRESS',
        'A request with this Idempotency-Key is in progress',
      )
    }
    request.idempotencyClaim = claim
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim
    if (!claim) return payload
    request.idempotencyClaim = null
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      // nothing reliable to replay: free the key so the client can retry
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

function matches(claim: Claim) {
  return and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key))
}

function hashRequest(request: FastifyRequest) {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex')
}
