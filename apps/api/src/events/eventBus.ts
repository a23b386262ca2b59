import type { AppEvent, AppEvents, EventType } from './events.ts'

type Handler<T extends EventType> = (event: AppEvent<T>) => void

/**
 * Typed publish/subscribe on `ctx.events`. Subscribers in this process run synchronously
 * inside `publish`, so a cache emptied by an event is empty before the write's answer
 * goes out; with Redis (`createRedisEventBus`) every other instance hears it too.
 */
export type EventBus = {
  publish<T extends EventType>(type: T, data: AppEvents[T]): void
  /** Returns the function that unsubscribes. */
  subscribe<T extends EventType>(types: T | readonly T[], handler: Handler<T>): () => void
  close(): Promise<void>
}

/** Hands an event to this process's subscribers; what a bus builds on. */
export type LocalDelivery = {
  deliver(event: AppEvent): void
  subscribe: EventBus['subscribe']
}

export function createLocalDelivery(onError: (error: unknown, event: AppEvent) => void) {
  const handlers = new Map<EventType, Set<Handler<EventType>>>()
  const delivery: LocalDelivery = {
    deliver(event) {
      for (const handler of handlers.get(event.type) ?? []) {
        // one failing subscriber must not keep the event from the others, nor fail the write
        try {
          handler(event)
        } catch (error) {
          onError(error, event)
        }
      }
    },
    subscribe(types, handler) {
      const list = (typeof types === 'string' ? [types] : types) as readonly EventType[]
      for (const type of list) {
        const set = handlers.get(type) ?? new Set()
        set.add(handler as Handler<EventType>)
        handlers.set(type, set)
      }
      return () => {
        for (const type of list) handlers.get(type)?.delete(handler as Handler<EventType>)
      }
    },
  }
  return delivery
}

/** The default bus: subscribers in this process only. */
export function createLocalEventBus(onError: (error: unknown, event: AppEvent) => void): EventBus {
  const local = createLocalDelivery(onError)
  return {
    publish: (type, data) => local.deliver({ type, data } as AppEvent),
    subscribe: local.subscribe,
    close: async () => {},
  }
}
