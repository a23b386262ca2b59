import type { MessageContext } from '@agora/domain'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { useListing } from '../marketplace/data.ts'

/** What a conversation is about: a listing ("Ask the seller") or an order. */
export function ContextChip({ context }: { context: Partial<MessageContext> }) {
  if (context.listingId) return <ListingChip listingId={context.listingId} />
  if (context.orderId)
    return (
      <Link className="context-chip" to={`/orders/${context.orderId}`}>
        {t('messages.context.order', { id: context.orderId.slice(0, 8) })}
      </Link>
    )
  return null
}

function ListingChip({ listingId }: { listingId: string }) {
  const listing = useListing(listingId).data
  return (
    <Link className="context-chip" to={`/market/${listingId}`}>
      {listing
        ? t('messages.context.listing', { title: listing.title })
        : t('messages.context.someListing')}
    </Link>
  )
}
