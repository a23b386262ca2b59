/** The seller cache entry kinds, each keyed by wallet address (spec §3). */
export const SELLER_KINDS = [
  'profile',
  'dashboard',
  'listings',
  'orders',
  'notifications',
  'store',
  'analytics',
] as const
export type SellerKind = (typeof SELLER_KINDS)[number]

export type SellerKey = readonly ['seller', SellerKind, string]

/** Addresses are compared lower-cased: a checksummed and a plain address are one seller. */
export function sellerKey(kind: SellerKind, walletAddress: string): SellerKey {
  return ['seller', kind, walletAddress.toLowerCase()]
}

export function isSellerKey(key: readonly unknown[]): key is SellerKey {
  return key[0] === 'seller' && typeof key[2] === 'string'
}

/**
 * What each kind depends on (spec §4): dashboard on profile, orders and listings; store on
 * profile and listings; notifications on profile. Analytics follows the listings and orders
 * it counts.
 */
export const SELLER_DEPENDENCIES: Record<SellerKind, readonly SellerKind[]> = {
  profile: [],
  dashboard: ['profile', 'orders', 'listings'],
  listings: ['profile'],
  orders: [],
  notifications: ['profile'],
  store: ['profile', 'listings'],
  analytics: ['listings', 'orders'],
}

/** `kind` and every kind that depends on it, directly or through another. */
export function affectedKinds(kind: SellerKind): SellerKind[] {
  const affected: SellerKind[] = [kind]
  for (let index = 0; index < affected.length; index++) {
    const changed = affected[index]
    for (const candidate of SELLER_KINDS) {
      if (changed && SELLER_DEPENDENCIES[candidate].includes(changed)) {
        if (!affected.includes(candidate)) affected.push(candidate)
      }
    }
  }
  return affected
}

/** Which kind changed for each window event. */
export const EVENT_KIND = {
  'seller-profile-updated': 'profile',
  'seller-listing-updated': 'listings',
  'seller-order-updated': 'orders',
} as const satisfies Record<string, SellerKind>
