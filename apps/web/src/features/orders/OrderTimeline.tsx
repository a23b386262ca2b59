import type { Order } from '@agora/domain'
import { formatDate, formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { TransactionHash } from '../../ui/TransactionHash.tsx'
import { DisputeVoteStep } from './DisputeVoteStep.tsx'
import { eventLabel } from './orderStatus.ts'

// the date and time as a short, numeric line: "11/23/2026, 3:04:05 PM"
const NUMERIC_DATE_TIME = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const

const text = (value: unknown) => (typeof value === 'string' ? value : null)

/** Every step of the order, oldest first, with the transaction behind each on-chain one. */
export function OrderTimeline({ events, chainId }: { events: Order['events']; chainId: number }) {
  return (
    <ol className="order-timeline" aria-label={t('orders.timeline.label')}>
      {events.map((event) => {
        const txHash = text(event.data.txHash)
        const evidence = Array.isArray(event.data.evidence) ? event.data.evidence : []
        return (
          <li key={`${event.type}-${event.createdAt}`} className="order-timeline__event">
            <span className="order-timeline__dot" aria-hidden="true" />
            <strong>{eventLabel(event.type)}</strong>
            <time dateTime={event.createdAt}>{formatDate(event.createdAt, NUMERIC_DATE_TIME)}</time>
            {txHash && (
              <span className="order-timeline__tx">
                <TransactionHash chainId={chainId} hash={txHash} />
              </span>
            )}
            {event.type === 'resolved' && typeof event.data.buyerBps === 'number' && (
              <p>
                {t('orders.timeline.split', {
                  buyer: formatNumber(event.data.buyerBps / 100),
                  seller: formatNumber(100 - event.data.buyerBps / 100),
                })}
              </p>
            )}
            {(event.type === 'dispute_referred' || event.type === 'dispute_decided') && (
              <DisputeVoteStep event={event} />
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
