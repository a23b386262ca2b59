import { createRequire } from 'node:module'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'

type Counted = { current: number; ttl: number }
type Incr = FastifyRateLimitStore['incr']
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0]

// the plugin's own stores, so counting works exactly as it does without a fallback
const require = createRequire(import.meta.url)
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore

/** Told when counting moves to this instance alone (`true`) and back to Redis (`false`). */
export type OnFallback = (local: boolean, error?: unknown) => void

/**
 * A rate-limit store that counts in Redis, shared by every instance, and in this process
 * while Redis cannot answer: limits then hold per instance instead of failing requests.
 */
export function redisStoreWithLocalFallback(
  redis: Redis,
  nameSpace: string,
  onFallback: OnFallback,
): FastifyRateLimitStoreCtor {
  let local = false
  const switchTo = (nowLocal: boolean, error?: unknown) => {
    if (nowLocal === local) return
    local = nowLocal
    onFallback(nowLocal, error)
  }

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore,
      private readonly own: FastifyRateLimitStore,
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>) {
      const countHere = () => this.own.incr(key, callback, timeWindow, max)
      if (redis.status !== 'ready') {
        switchTo(true)
        return countHere()
      }
      this.shared.incr(
        key,
        (error: Error | null, result?: Counted) => {
          if (error) {
            switchTo(true, error)
            return countHere()
          }
          switchTo(false)
          callback(null, result)
        },
        timeWindow,
        max,
      )
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new FallbackStore(this.shared.child(routeOptions), this.own.child(routeOptions))
    }
  }

  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false
      const exponentialBackoff = options.exponentialBackoff ?? false
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      )
    }
  }
}

/**
 * Resolves once the client is connected, or after `ms`: the first requests after a start are
 * counted in Redis like all others, and a Redis that is down at start only delays it briefly.
 */
export function readyWithin(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    redis.once('ready', done)
  })
}
