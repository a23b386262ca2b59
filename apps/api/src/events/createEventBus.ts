import type { FastifyBaseLogger } from 'fastify'
import { createLocalEventBus, type EventBus } from './eventBus.ts'
import type { AppEvent } from './events.ts'
import { createRedisEventBus } from './redisEventBus.ts'

/** In-process by default; over Redis pub/sub when REDIS_URL is set, so every instance hears. */
export function createEventBus(redisUrl: string | null, log: FastifyBaseLogger): Promise<EventBus> {
  const onError = (err: unknown, event?: AppEvent) =>
    log.error({ err, event: event?.type }, 'event delivery failed')
  return redisUrl
    ? createRedisEventBus({ url: redisUrl, onError })
    : Promise.resolve(createLocalEventBus(onError))
}
