import type { MessageContext } from '@agora/domain'

/** The listing or order a conversation was started from (`?listing=` or `?order=`). */
export function contextFromParams(params: URLSearchParams): MessageContext | undefined {
  const listingId = params.get('listing')
  if (listingId) return { listingId }
  const orderId = params.get('order')
  if (orderId) return { orderId }
  return undefined
}

export function contextQuery(context: MessageContext | undefined) {
  if (context?.listingId) return `?listing=${encodeURIComponent(context.listingId)}`
  if (context?.orderId) return `?order=${encodeURIComponent(context.orderId)}`
  return ''
}
