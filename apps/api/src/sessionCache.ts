import type { users } from './db/schema/users.ts'

type SessionUser = typeof users.$inferSelect

/** What a verified token stood for when its session row was last read. */
export type CachedSession = {
  sessionId: string
  user: SessionUser
  /** The token's own `exp`, in ms since the epoch. */
  tokenExpiresAt: number
  /** The session row's `expires_at`, in ms since the epoch. */
  sessionExpiresAt: number
}

type Entry = CachedSession & { keptUntil: number }

export type SessionCacheOptions = {
  ttlMs?: number
  maxEntries?: number
  /** Monotonic milliseconds; the cache's own TTL never follows a test's fake clock. */
  now?: () => number
}

/**
 * Verified tokens and their live session rows, kept for a short while so a signed-in request
 * costs neither an HMAC check nor a database read. `forgetSession` and `forgetUser` empty it
 * at once; app.ts wires them to `session.revoked` and `user.access.changed`, which every
 * instance hears. A read that started before an invalidation is never stored (`generation`).
 */
export type SessionCache = {
  get(token: string): CachedSession | undefined
  /** Counts invalidations: pass the value read before the database read to `set`. */
  generation(): number
  set(token: string, session: CachedSession, generationBeforeRead: number): void
  forgetSession(sessionId: string): void
  forgetUser(userId: string): void
}

export function createSessionCache(options: SessionCacheOptions = {}): SessionCache {
  const ttlMs = options.ttlMs ?? 30_000
  const maxEntries = options.maxEntries ?? 10_000
  const now = options.now ?? performance.now.bind(performance)
  const entries = new Map<string, Entry>()
  let generation = 0

  const forgetWhere = (matches: (entry: Entry) => boolean) => {
    generation++
    for (const [token, entry] of entries) if (matches(entry)) entries.delete(token)
  }

  return {
    get(token) {
      const entry = entries.get(token)
      if (!entry) return undefined
      if (entry.keptUntil <= now()) {
        entries.delete(token)
        return undefined
      }
      return entry
    },
    generation: () => generation,
    set(token, session, generationBeforeRead) {
      if (generationBeforeRead !== generation) return
      // oldest first out: a Map iterates in insertion order
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      entries.set(token, { ...session, keptUntil: now() + ttlMs })
    },
    forgetSession: (sessionId) => forgetWhere((entry) => entry.sessionId === sessionId),
    forgetUser: (userId) => forgetWhere((entry) => entry.user.id === userId),
  }
}
