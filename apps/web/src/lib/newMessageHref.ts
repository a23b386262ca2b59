/** Where "Message", "Ask the seller" and an order's "Message the buyer/seller" lead. */
export function newMessageHref(to: string, context: { listingId?: string; orderId?: string } = {}) {
  const query = new URLSearchParams({ to })
  if (context.listingId) query.set('listing', context.listingId)
  if (context.orderId) query.set('order', context.orderId)
  return `/messages/new?${query}`
}
