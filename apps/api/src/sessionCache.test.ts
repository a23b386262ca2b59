import { describe, expect, it } from 'vitest'
import type { users } from './db/schema/users.ts'
import { type CachedSession, createSessionCache } from './sessionCache.ts'

function clock() {
  let now = 0
  return {
    now: () => now,
    advance(ms: number) {
      now += ms
    },
  }
}

const session = (sessionId: string, userId: string): CachedSession => ({
  sessionId,
  user: { id: userId } as typeof users.$inferSelect,
  tokenExpiresAt: Number.MAX_SAFE_INTEGER,
  sessionExpiresAt: Number.MAX_SAFE_INTEGER,
})

describe('the session cache', () => {
  it('keeps a session for its TTL, then forgets it', () => {
    const time = clock()
    const cache = createSessionCache({ ttlMs: 1000, now: time.now })
    cache.set('t1', session('s1', 'u1'), cache.generation())
    time.advance(999)
    expect(cache.get('t1')?.sessionId).toBe('s1')
    time.advance(1)
    expect(cache.get('t1')).toBeUndefined()
  })

  it('forgets every token of a revoked session and every session of a changed user', () => {
    const cache = createSessionCache()
    cache.set('a', session('s1', 'u1'), cache.generation())
    cache.set('b', session('s1', 'u1'), cache.generation())
    cache.set('c', session('s2', 'u1'), cache.generation())
    cache.set('d', session('s3', 'u2'), cache.generation())
    cache.forgetSession('s1')
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined])
    expect(cache.get('c')?.sessionId).toBe('s2')
    cache.forgetUser('u1')
    expect(cache.get('c')).toBeUndefined()
    expect(cache.get('d')?.sessionId).toBe('s3')
  })

  it('does not store a read that started before an invalidation', () => {
    const cache = createSessionCache()
    const before = cache.generation()
    cache.forgetSession('s1')
    cache.set('a', session('s1', 'u1'), before)
    expect(cache.get('a')).toBeUndefined()
  })

  it('stays within its size, dropping the oldest entry first', () => {
    const cache = createSessionCache({ maxEntries: 2 })
    cache.set('a', session('s1', 'u1'), cache.generation())
    cache.set('b', session('s2', 'u1'), cache.generation())
    cache.set('c', session('s3', 'u1'), cache.generation())
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')?.sessionId).toBe('s2')
    expect(cache.get('c')?.sessionId).toBe('s3')
  })
})
