import type { Order } from '@agora/domain'
import { eventLabel } from './orderStatus.ts'

/** Every step of the order, oldest first. */
export function OrderTimeline({ events }: { events: Order['events'] }) {
  return (
    <ol className="order-timeline" aria-label="Order timeline">
      {events.map((event) => (
        <li key={`${event.type}-${event.createdAt}`} className="order-timeline__event">
          <span className="order-timeline__dot" aria-hidden="true" />
          <strong>{eventLabel(event.type)}</strong>
          <time dateTime={event.createdAt}>{new Date(event.createdAt).toLocaleString()}</time>
          {typeof event.data.note === 'string' && <p>{event.data.note}</p>}
          {typeof event.data.reason === 'string' && <p>{event.data.reason}</p>}
        </li>
      ))}
    </ol>
  )
}
