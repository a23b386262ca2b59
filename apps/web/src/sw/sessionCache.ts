/// <reference lib="webworker" />
import { type ErrorCode, prepareForCache } from '@agora/domain'
import { readCacheSession, type StoredCacheSession } from '../lib/cacheSession/cacheSessionStore.ts'
import { bearerSubject } from './bearerSubject.ts'
import { checkCacheAccess } from './cacheAccess.ts'
import { NETWORK_TIMEOUT_SECONDS } from './cacheAreas.ts'
import { sessionCacheRefusal } from './cacheability.ts'
import { CACHE_ERRORS, cacheAccessDenied } from './cacheErrors.ts'
import { sessionCacheKey, sessionCacheName } from './cacheKey.ts'
import { oldestBeyond } from './entryLimit.ts'
import { CACHE_DATE_HEADER, STORED_AT_HEADER } from './messages.ts'
import { networkWithin } from './networkWithin.ts'
import { openBody, sealBody } from './sealedBody.ts'
import type { SessionPathRule } from './sessionPaths.ts'

declare const self: ServiceWorkerGlobalScope

// an encrypted entry's own content type travels in this header; the stored one is opaque
const SEALED_TYPE_HEADER = 'x-sw-sealed-type'

// the spec's English text for the record; the code lets the app say it in the person's language
// (errorMessage, isOfflineFailure): either way nothing was saved here for this person now
const unavailable = (message: string) =>
  Response.json(
    { success: false, error: message, code: 'NOT_SAVED_OFFLINE' satisfies ErrorCode },
    { status: 503 },
  )

/**
 * Spec §5, §6, §8, §9: a per-user read goes to the network first and is stored in its
 * session's own cache (sealed where the path asks). With no network, or none within the 3 s
 * timeout, the session's entry answers; offline with no entry, the spec's error says why.
 */
export async function handleSessionBound(
  event: ExtendableEvent,
  request: Request,
  rule: SessionPathRule,
): Promise<Response> {
  const access = await accessFor(request)
  const answer = fetch(request).then((response) => {
    if ('reasons' in access) {
      console.warn(`Cache write skipped: ${access.reasons.join(', ')}`)
    } else if (rule.maxAgeSeconds > 0 && sessionCacheRefusal(response) === null) {
      event.waitUntil(writeEntry(access.stored, request, response.clone(), rule))
    }
    return response
  })
  const outcome = await networkWithin(answer, NETWORK_TIMEOUT_SECONDS)
  if (outcome.kind === 'answered') return outcome.response
  const saved = 'reasons' in access ? null : await readEntry(access.stored, request, rule)
  if (saved) {
    // a late answer still refreshes the entry
    if (outcome.kind === 'timed-out') event.waitUntil(answer.catch(() => {}))
    return saved
  }
  const refusal =
    'reasons' in access
      ? unavailable(cacheAccessDenied(access.reasons))
      : unavailable(CACHE_ERRORS.noCachedResponse)
  return outcome.kind === 'timed-out' ? answer.catch(() => refusal) : refusal
}

async function accessFor(
  request: Request,
): Promise<{ stored: StoredCacheSession } | { reasons: string[] }> {
  const stored = await readCacheSession().catch(() => null)
  const access = checkCacheAccess(
    stored?.session ?? null,
    request.url,
    self.location.origin,
    Date.now(),
  )
  if (!access.allowed) return { reasons: access.reasons }
  // @NOTE right after an account switch the old session is still stored: it never answers
  // (or keeps) another account's requests
  const requester = bearerSubject(request.headers.get('authorization'))
  if (!stored || requester !== stored.session.userId) return { reasons: [CACHE_ERRORS.noSession] }
  return { stored }
}

async function writeEntry(
  stored: StoredCacheSession,
  request: Request,
  response: Response,
  rule: SessionPathRule,
) {
  const decision = prepareForCache(await response.text())
  if (!decision.cacheable) return
  const headers = new Headers(response.headers)
  headers.set(STORED_AT_HEADER, String(Date.now()))
  let body: BodyInit = decision.text
  if (rule.encrypted) {
    body = await sealBody(stored.key, new TextEncoder().encode(decision.text).buffer as ArrayBuffer)
    headers.set(SEALED_TYPE_HEADER, headers.get('content-type') ?? 'application/json')
    headers.set('content-type', 'application/octet-stream')
  }
  const cache = await caches.open(sessionCacheName(stored.session, rule.area))
  await cache.put(sessionCacheKey(request.url, stored.session), new Response(body, { headers }))
  if (!rule.area) return
  for (const key of oldestBeyond(await cache.keys(), rule.area.maxEntries)) await cache.delete(key)
}

async function readEntry(stored: StoredCacheSession, request: Request, rule: SessionPathRule) {
  const cache = await caches.open(sessionCacheName(stored.session, rule.area))
  const key = sessionCacheKey(request.url, stored.session)
  const entry = await cache.match(key)
  if (!entry) return null
  const storedAt = Number(entry.headers.get(STORED_AT_HEADER))
  if (!storedAt || Date.now() - storedAt >= rule.maxAgeSeconds * 1000) {
    await cache.delete(key)
    return null
  }
  const headers = new Headers(entry.headers)
  headers.set(CACHE_DATE_HEADER, new Date(storedAt).toISOString())
  const sealedType = headers.get(SEALED_TYPE_HEADER)
  if (!sealedType) return new Response(entry.body, { headers })
  headers.set('content-type', sealedType)
  headers.delete(SEALED_TYPE_HEADER)
  const plain = await openBody(stored.key, await entry.arrayBuffer()).catch(() => null)
  return plain && new Response(plain, { headers })
}
