import type { Order, OrderViewer } from '@agora/domain'

/** Who is looking at an order: its buyer, its seller, or someone else (an admin). */
export type OrderRole = 'buyer' | 'seller' | 'other'

export function orderRoleOf(order: Order, viewerAddress: string): OrderRole {
  const viewer = viewerAddress.toLowerCase()
  if (!viewer) return 'other'
  if (order.buyerAddress.toLowerCase() === viewer) return 'buyer'
  if (order.sellerAddress.toLowerCase() === viewer) return 'seller'
  return 'other'
}

/** Who `viewerAddress` is to `order` for the domain's order rules (an admin may also be a party). */
export function orderViewerOf(order: Order, viewerAddress: string, isAdmin: boolean): OrderViewer {
  const me = viewerAddress.toLowerCase()
  return {
    buyer: order.buyerAddress.toLowerCase() === me,
    seller: order.sellerAddress.toLowerCase() === me,
    admin: isAdmin,
  }
}
