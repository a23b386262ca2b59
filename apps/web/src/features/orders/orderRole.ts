import type { Order } from '@agora/domain'

/** Who is looking at an order: its buyer, its seller, or someone else (an admin). */
export type OrderRole = 'buyer' | 'seller' | 'other'

export function orderRoleOf(order: Order, viewerAddress: string): OrderRole {
  const viewer = viewerAddress.toLowerCase()
  if (!viewer) return 'other'
  if (order.buyerAddress.toLowerCase() === viewer) return 'buyer'
  if (order.sellerAddress.toLowerCase() === viewer) return 'seller'
  return 'other'
}
