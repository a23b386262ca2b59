import type { AppEvent, AppEvents, EventType } from './events.ts'

type Handler<T extends EventType> = (event: AppEvent<T>) => void

export type SubscribeOptions = {
  /**
   * Hear only events published by this instance, not those other instances raised. For a
   * subscriber whose work must happen once per event across the deployment (such as
   * persisting it), not once per instance.
   */
  localOnly?: boolean
}

/**
 * Typed publish/subscribe on `ctx.events`. Subscribers in this process run synchronously
 * inside `publish`, so a cache emptied by an event is empty before the write's answer
 * goes out; with Redis (`createRedisEventBus`) every other instance hears it too.
 */
export type EventBus = {
  publish<T extends EventType>(type: T, data: AppEvents[T]): void
  /** Returns the function that unsubscribes. */
  subscribe<T extends EventType>(
    types: T | readonly T[],
    handler: Handler<T>,
    options?: SubscribeOptions,
  ): () => void
  close(): Promise<void>
}

/** Hands an event to this process's subscribers; what a bus builds on. */
export type LocalDelivery = {
  /** `raisedHere`: published by this instance rather than heard from another one. */
  deliver(event: AppEvent, raisedHere: boolean): void
  subscribe: EventBus['subscribe']
}

type Subscription = { handler: Handler<EventType>; localOnly: boolean }

export function createLocalDelivery(onError: (error: unknown, event: AppEvent) => void) {
  const subscriptions = new Map<EventType, Set<Subscription>>()
  const delivery: LocalDelivery = {
    deliver(event, raisedHere) {
      for (const { handler, localOnly } of subscriptions.get(event.type) ?? []) {
        if (localOnly && !raisedHere) continue
        // one failing subscriber must not keep the event from the others, nor fail the write
        try {
          handler(event)
        } catch (error) {
          onError(error, event)
        }
      }
    },
    subscribe(types, handler, options = {}) {
      const list = (typeof types === 'string' ? [types] : types) as readonly EventType[]
      const subscription = {
        handler: handler as Handler<EventType>,
        localOnly: options.localOnly ?? false,
      }
      for (const type of list) {
        const set = subscriptions.get(type) ?? new Set()
        set.add(subscription)
        subscriptions.set(type, set)
      }
      return () => {
        for (const type of list) subscriptions.get(type)?.delete(subscription)
      }
    },
  }
  return delivery
}

/** The default bus: subscribers in this process only. */
export function createLocalEventBus(onError: (error: unknown, event: AppEvent) => void): EventBus {
  const local = createLocalDelivery(onError)
  return {
    publish: (type, data) => local.deliver({ type, data } as AppEvent, true),
    subscribe: local.subscribe,
    close: async () => {},
  }
}
