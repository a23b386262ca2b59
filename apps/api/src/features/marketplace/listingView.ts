import { type Listing, REMOVED_BY_MODERATORS, type TrustBadgeKind } from '@agora/domain'
import { eq, getTableColumns, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { listingFavorites, listings } from '../../db/schema/marketplace.ts'
import { users } from '../../db/schema/users.ts'
import { mediaUrl } from '../../presenters/media.ts'
import { daoApprovalsOf } from '../proposals/listingApprovals.ts'
import { trimDecimal } from './decimals.ts'

/** A listing row without its search vector, which only the database reads. */
export type ListingRow = Omit<typeof listings.$inferSelect, 'search'>

const { search: _search, ...columnsWithoutSearch } = getTableColumns(listings)
export const listingColumns = columnsWithoutSearch

/**
 * Listings in the API's shape. Trust badges are facts: Verified when the seller's KYC is
 * verified, On-Chain Certified when the server checked the seller's signature over the
 * content, Escrow Protected when checkout on the listing's chain funds a deployed escrow
 * contract, DAO Approved when a community's listing-approval vote passed on this content.
 */
export async function presentListings(
  ctx: AppContext,
  rows: ListingRow[],
  viewerId: string | null,
): Promise<Listing[]> {
  return withViewerFavorites(ctx, await presentListingsToAnyone(ctx, rows), viewerId)
}

/** Listings as anyone sees them (`viewerFavorited` false): what readers may share. */
export async function presentListingsToAnyone(
  ctx: AppContext,
  rows: ListingRow[],
): Promise<Listing[]> {
  if (rows.length === 0) return []
  const sellerIds = [...new Set(rows.map((row) => row.sellerId))]
  const [sellers, approvals] = await Promise.all([
    ctx.db
      .select({ id: users.id, address: users.address, kycStatus: users.kycStatus })
      .from(users)
      .where(inArray(users.id, sellerIds)),
    daoApprovalsOf(ctx, rows),
  ])
  const sellerById = new Map(sellers.map((seller) => [seller.id, seller]))

  return rows.map((row) => {
    const seller = sellerById.get(row.sellerId)
    const trustBadges: TrustBadgeKind[] = []
    if (seller?.kycStatus === 'verified') trustBadges.push('verified')
    if (ctx.escrows.on(row.chainId)) trustBadges.push('escrowProtected')
    if (row.certificate) trustBadges.push('onChainCertified')
    const daoApprovals = approvals.get(row.id) ?? []
    if (daoApprovals.length > 0) trustBadges.push('daoApproved')
    return {
      id: row.id,
      sellerAddress: seller?.address ?? '',
      title: row.hiddenAt ? REMOVED_BY_MODERATORS : row.title,
      description: row.hiddenAt ? '' : row.description,
      priceAmount: trimDecimal(row.priceAmount),
      currency: row.currency,
      chainId: row.chainId,
      category: row.category as Listing['category'],
      kind: row.kind,
      images: row.hiddenAt ? [] : row.imageIds.map((id) => ({ id, url: mediaUrl(id) })),
      quantity: row.quantity,
      status: row.status,
      acceptsOffers: row.acceptsOffers,
      minimumOffer: row.minimumOffer === null ? null : trimDecimal(row.minimumOffer),
      trustBadges,
      daoApprovals,
      stats: { views: row.views, favorites: row.favorites, sales: row.sales },
      viewerFavorited: false,
      createdAt: row.createdAt.toISOString(),
      removedByModerators: row.hiddenAt !== null,
    }
  })
}

/** `listings` with the viewer's favourites marked (shared objects are copied, not changed). */
export async function withViewerFavorites(
  ctx: AppContext,
  listings: Listing[],
  viewerId: string | null,
): Promise<Listing[]> {
  const favorited = viewerId && listings.length > 0 ? await favoritesOf(ctx, viewerId) : NONE
  if (favorited.size === 0) return listings
  return listings.map((listing) =>
    favorited.has(listing.id) ? { ...listing, viewerFavorited: true } : listing,
  )
}

const NONE: ReadonlySet<string> = new Set()

/** Where `viewerReads` keeps the listings a viewer favourited. */
export const FAVORITES_KEY = 'favorites'

/**
 * The listings a person favourited, kept with their own reads until they change one
 * (`bookmark.changed`): most people favourite few or none, and every listing page asked.
 */
function favoritesOf(ctx: AppContext, userId: string): Promise<ReadonlySet<string>> {
  return ctx.viewerReads.read(userId, FAVORITES_KEY, async () => {
    const rows = await ctx.db
      .select({ listingId: listingFavorites.listingId })
      .from(listingFavorites)
      .where(eq(listingFavorites.userId, userId))
    return new Set(rows.map((row) => row.listingId))
  })
}

export async function presentListing(
  ctx: AppContext,
  row: ListingRow,
  viewerId: string | null,
): Promise<Listing> {
  const [listing] = await presentListings(ctx, [row], viewerId)
  if (!listing) throw new Error(`listing ${row.id} could not be presented`)
  return listing
}
