import { Redis } from 'ioredis'
import type { EventBus } from './eventBus.ts'
import { createLocalDelivery } from './eventBus.ts'
import type { AppEvent } from './events.ts'

const CHANNEL = 'agora:events'

type Envelope = { origin: string; event: AppEvent }

export type RedisEventBusOptions = {
  url: string
  onError: (error: unknown, event?: AppEvent) => void
}

/**
 * An event bus across API instances over Redis pub/sub. This instance's subscribers get an
 * event at once, inside `publish`; every other instance gets it from Redis. Delivery to
 * other instances is at-most-once: what must survive a lost message (a chat message, an
 * order) is in the database, and events only tell subscribers to look.
 */
export async function createRedisEventBus({
  url,
  onError,
}: RedisEventBusOptions): Promise<EventBus> {
  const origin = crypto.randomUUID()
  const local = createLocalDelivery(onError)
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 })
  const subscriber = publisher.duplicate()
  publisher.on('error', (error) => onError(error))
  subscriber.on('error', (error) => onError(error))

  subscriber.on('message', (_channel: string, message: string) => {
    let envelope: Envelope
    try {
      envelope = JSON.parse(message) as Envelope
    } catch (error) {
      onError(error)
      return
    }
    if (envelope.origin !== origin) local.deliver(envelope.event, false)
  })
  await subscriber.subscribe(CHANNEL)

  return {
    publish(type, data) {
      const event = { type, data } as AppEvent
      local.deliver(event, true)
      const envelope: Envelope = { origin, event }
      publisher.publish(CHANNEL, JSON.stringify(envelope)).catch((error) => onError(error, event))
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()])
    },
  }
}
