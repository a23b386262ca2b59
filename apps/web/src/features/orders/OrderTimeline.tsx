import type { Order } from '@agora/domain'
import { TransactionLink } from '../../ui/TransactionLink.tsx'
import { eventLabel } from './orderStatus.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : null)

/** Every step of the order, oldest first, with the transaction behind each on-chain one. */
export function OrderTimeline({ events, chainId }: { events: Order['events']; chainId: number }) {
  return (
    <ol className="order-timeline" aria-label="Order timeline">
      {events.map((event) => {
        const txHash = text(event.data.txHash)
        const evidence = Array.isArray(event.data.evidence) ? event.data.evidence : []
        return (
          <li key={`${event.type}-${event.createdAt}`} className="order-timeline__event">
            <span className="order-timeline__dot" aria-hidden="true" />
            <strong>{eventLabel(event.type)}</strong>
            <time dateTime={event.createdAt}>{new Date(event.createdAt).toLocaleString()}</time>
            {txHash && (
              <span className="order-timeline__tx">
                {' '}
                · <TransactionLink chainId={chainId} hash={txHash} />
              </span>
            )}
            {event.type === 'resolved' && typeof event.data.buyerBps === 'number' && (
              <p>
                {event.data.buyerBps / 100} % back to the buyer, {100 - event.data.buyerBps / 100} %
                to the seller
              </p>
            )}
            {text(event.data.note) && <p>{text(event.data.note)}</p>}
            {text(event.data.reason) && <p>{text(event.data.reason)}</p>}
            {text(event.data.message) && <p>{text(event.data.message)}</p>}
            {evidence.map((link) =>
              typeof link === 'string' ? (
                <p key={link}>
                  <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                    {link}
                  </a>
                </p>
              ) : null,
            )}
          </li>
        )
      })}
    </ol>
  )
}
