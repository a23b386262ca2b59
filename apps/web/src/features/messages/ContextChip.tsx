import type { MessageContext } from '@agora/domain'
import { Link } from 'react-router'
import { useListing } from '../listings/data.ts'

/** What a conversation is about: a listing ("Ask the seller") or an order. */
export function ContextChip({ context }: { context: Partial<MessageContext> }) {
  if (context.listingId) return <ListingChip listingId={context.listingId} />
  if (context.orderId)
    return (
      <Link className="context-chip" to={`/orders/${context.orderId}`}>
        About order {context.orderId.slice(0, 8)}
      </Link>
    )
  return null
}

function ListingChip({ listingId }: { listingId: string }) {
  const listing = useListing(listingId).data
  return (
    <Link className="context-chip" to={`/market/${listingId}`}>
      About: {listing?.title ?? 'a listing'}
    </Link>
  )
}
