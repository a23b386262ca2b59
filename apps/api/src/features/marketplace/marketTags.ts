import type { AppEvent, MARKET_EVENTS } from '../../events/events.ts'

type MarketEvent = AppEvent<(typeof MARKET_EVENTS)[number]>

const MARKET = 'market'
const listingTag = (listingId: string) => `listing:${listingId}`
const sellerTag = (sellerId: string) => `seller:${sellerId}`

/**
 * The second of the app's clock a shared market read belongs to, for its key: what a listing
 * shows can change with time alone (an approval vote that ends), so a read is never shared
 * past the second it was made in, whatever clock the app runs on.
 */
export function marketSecond(now: Date): number {
  return Math.floor(now.getTime() / 1000)
}

/** What a shared market read shows (`ctx.sharedReads` tags): the market, its listings, their sellers. */
export function marketReadTags(rows: Array<{ id: string; sellerId: string }>): string[] {
  return [MARKET, ...rows.flatMap((row) => [listingTag(row.id), sellerTag(row.sellerId)])]
}

/**
 * The shared market reads an event changes, by their tags. A listing published, edited,
 * approved or hidden, and an order (it takes stock, or gives it back) can move a listing into
 * or out of any search: every market read goes. A favourite changes one listing's count; a
 * seller's verification or profile, the badges and address of their listings.
 */
export function marketTagsChangedBy(event: MarketEvent): string[] {
  switch (event.type) {
    case 'listing.changed':
    case 'order.changed':
      return [MARKET]
    case 'bookmark.changed':
      return event.data.kind === 'listing' ? [listingTag(event.data.targetId)] : []
    case 'kyc.decided':
    case 'user.changed':
      return [sellerTag(event.data.userId)]
  }
}
