/** The window events that tell the seller cache a seller's data changed (spec §4). */
export const SELLER_EVENTS = [
  'seller-profile-updated',
  'seller-listing-updated',
  'seller-order-updated',
] as const
export type SellerEventName = (typeof SELLER_EVENTS)[number]
export type SellerEventDetail = { walletAddress: string }

export function emitSellerEvent(name: SellerEventName, walletAddress: string) {
  window.dispatchEvent(
    new CustomEvent<SellerEventDetail>(name, { detail: { walletAddress: walletAddress } }),
  )
}
