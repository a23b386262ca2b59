import {
  BadRequestError,
  type Currency,
  defaultListingKind,
  ForbiddenError,
  type LISTING_CATEGORIES,
  type ListingKind,
  listingCertificate,
  NotFoundError,
  priceProblem,
  ValidationError,
} from '@agora/domain'
import { and, eq, sql } from 'drizzle-orm'
import { type Hex, verifyTypedData } from 'viem'
import { enabledChainIds } from '../../chain/chains.ts'
import type { AppContext } from '../../context.ts'
import { listingDailyStats, listingFavorites, listings } from '../../db/schema/marketplace.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { refuseFlaggedLinks } from '../linkSafety/refuseFlaggedLinks.ts'
import { ownedMediaIds } from '../media/service.ts'
import { dayOf, trimDecimal } from './decimals.ts'
import {
  type ListingRow,
  presentListing,
  presentListingsToAnyone,
  withViewerFavorites,
} from './listingView.ts'
import { marketReadTags, marketSecond } from './marketTags.ts'

export type ListingInput = {
  title: string
  description: string
  priceAmount: string
  currency: Currency
  chainId: number
  category: (typeof LISTING_CATEGORIES)[number]
  kind?: ListingKind | undefined
  images: string[]
  quantity: number
  acceptsOffers?: boolean | undefined
  minimumOffer?: string | null | undefined
}

export async function createListing(ctx: AppContext, viewer: Viewer, input: ListingInput) {
  refuseFlaggedLinks(ctx, input.title, input.description)
  await requireSellerWallet(ctx, viewer.userId)
  assertSellable(ctx, input.chainId, input.currency)
  const imageIds = await ownedMediaIds(ctx, viewer.userId, input.images)
  const [row] = await ctx.db
    .insert(listings)
    .values({
      ...input,
      kind: input.kind ?? defaultListingKind(input.category),
      imageIds,
      sellerId: viewer.userId,
      createdAt: ctx.clock.now(),
    })
    .returning()
  if (!row) throw new Error('listing insert returned nothing')
  ctx.events.publish('listing.changed', { listingId: row.id, sellerId: viewer.userId })
  ctx.events.publish('listing.created', { listingId: row.id, sellerId: viewer.userId })
  return presentListing(ctx, row, viewer.userId)
}

export async function getListing(ctx: AppContext, listingId: string, viewerId: string | null) {
  return (await readVisible(ctx, listingId, viewerId)).listing
}

/** A listing page: the listing as `getListing` gives it, counting the view. */
export async function viewListing(ctx: AppContext, listingId: string, viewerId: string | null) {
  const { row, listing } = await readVisible(ctx, listingId, viewerId)
  await recordView(ctx, row, viewerId)
  return listing
}

/** How long readers share a listing's reading: its counts may lag by as much. */
const SHARED_LISTING_MS = 1000

/**
 * The listing as `viewerId` sees it. Its readers share the reading for a moment, as they share
 * market pages, until something it shows changes; a removed listing is its seller's alone.
 */
async function readVisible(ctx: AppContext, listingId: string, viewerId: string | null) {
  const { row, shown } = await ctx.sharedReads.read(
    `listing:${marketSecond(ctx.clock.now())}:${listingId}`,
    SHARED_LISTING_MS,
    async () => {
      const found = await findListing(ctx, listingId)
      const [presented] = await presentListingsToAnyone(ctx, [found])
      if (!presented) throw new Error(`listing ${listingId} could not be presented`)
      return { row: found, shown: presented }
    },
    ({ row: found }) => marketReadTags([found]),
  )
  if (row.status === 'removed' && row.sellerId !== viewerId)
    throw new NotFoundError('LISTING_NOT_FOUND')
  const [listing] = await withViewerFavorites(ctx, [shown], viewerId)
  return { row, listing: listing ?? shown }
}

/** The seller edits; changing what was certified drops the certificate. */
export async function updateListing(
  ctx: AppContext,
  viewer: Viewer,
  listingId: string,
  change: Partial<ListingInput> & { status?: 'active' | 'removed' | undefined },
) {
  refuseFlaggedLinks(ctx, change.title, change.description)
  const row = await ownListing(ctx, viewer, listingId)
  assertSellable(ctx, change.chainId ?? row.chainId, change.currency ?? row.currency)
  if (change.status !== 'removed') {
    // the price the listing ends up with, in the currency it ends up in
    const problem = priceProblem(
      change.priceAmount ?? trimDecimal(row.priceAmount),
      change.currency ?? row.currency,
    )
    if (problem) throw new ValidationError([{ field: 'body.priceAmount', ...problem }])
  }
  const imageIds = change.images
    ? await ownedMediaIds(ctx, viewer.userId, change.images)
    : undefined
  const certifiedFieldsChanged = (
    ['title', 'description', 'priceAmount', 'currency', 'chainId', 'category'] as const
  ).some(
    (field) =>
      change[field] !== undefined &&
      String(change[field]) !==
        String(field === 'priceAmount' ? trimDecimal(row.priceAmount) : row[field]),
  )
  const quantity = change.quantity ?? row.quantity
  const status = change.status === 'removed' ? 'removed' : quantity > 0 ? 'active' : 'sold_out'
  const { images: _images, ...fields } = change
  const [updated] = await ctx.db
    .update(listings)
    .set({
      ...fields,
      ...(imageIds ? { imageIds } : {}),
      status,
      ...(certifiedFieldsChanged ? { certificate: null } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(listings.id, listingId))
    .returning()
  if (!updated) throw new NotFoundError('LISTING_NOT_FOUND')
  ctx.events.publish('listing.changed', { listingId, sellerId: viewer.userId })
  return presentListing(ctx, updated, viewer.userId)
}

export async function removeListing(ctx: AppContext, viewer: Viewer, listingId: string) {
  await ownListing(ctx, viewer, listingId)
  await ctx.db
    .update(listings)
    .set({ status: 'removed', updatedAt: ctx.clock.now() })
    .where(eq(listings.id, listingId))
  ctx.events.publish('listing.changed', { listingId, sellerId: viewer.userId })
}

export async function setFavorite(
  ctx: AppContext,
  viewer: Viewer,
  listingId: string,
  favorite: boolean,
) {
  await writeFavorite(ctx, viewer, listingId, favorite)
  return getListing(ctx, listingId, viewer.userId)
}

/**
 * Favouriting twice changes nothing; the count moves with the row. A listing's favourite is
 * its bookmark, so the bookmark routes write through here too, and both tell the person's
 * other reads the same way (`bookmark.changed`).
 */
export async function writeFavorite(
  ctx: AppContext,
  viewer: Viewer,
  listingId: string,
  favorite: boolean,
) {
  const listing = await findListing(ctx, listingId)
  if (favorite && listing.status === 'removed' && listing.sellerId !== viewer.userId)
    throw new NotFoundError('LISTING_NOT_FOUND')
  await ctx.db.transaction(async (tx) => {
    const changed = favorite
      ? await tx
          .insert(listingFavorites)
          .values({ listingId, userId: viewer.userId, createdAt: ctx.clock.now() })
          .onConflictDoNothing()
          .returning({ id: listingFavorites.listingId })
      : await tx
          .delete(listingFavorites)
          .where(
            and(
              eq(listingFavorites.listingId, listingId),
              eq(listingFavorites.userId, viewer.userId),
            ),
          )
          .returning({ id: listingFavorites.listingId })
    if (changed.length === 0) return
    const delta = favorite ? 1 : -1
    await tx
      .update(listings)
      .set({ favorites: sql`${listings.favorites} + ${delta}` })
      .where(eq(listings.id, listingId))
    if (favorite) await bumpDaily(tx, listingId, dayOf(ctx.clock.now()), { favorites: 1 })
  })
  ctx.events.publish('bookmark.changed', {
    userId: viewer.userId,
    kind: 'listing',
    targetId: listingId,
    bookmarked: favorite,
  })
}

/**
 * A view by anyone but the seller counts, in the total and in the day's figures: in one
 * statement, atomic on its own (a listing page is one read in six of a busy market).
 */
async function recordView(ctx: AppContext, listing: ListingRow, viewerId: string | null) {
  if (viewerId === listing.sellerId) return
  await ctx.db.execute(sql`
    with viewed as (update ${listings} set views = views + 1 where id = ${listing.id} returning id)
    insert into ${listingDailyStats} (listing_id, day, views)
    select id, ${dayOf(ctx.clock.now())}, 1 from viewed
    on conflict (listing_id, day) do update set views = ${listingDailyStats.views} + 1`)
}

/**
 * The seller signs the listing's content (EIP-712); once the server has checked the
 * signature against the seller's wallet the listing shows On-Chain Certified.
 */
export async function certifyListing(
  ctx: AppContext,
  viewer: Viewer,
  listingId: string,
  signature: Hex,
) {
  const row = await ownListing(ctx, viewer, listingId)
  const seller = await requireSellerWallet(ctx, viewer.userId)
  const certificate = listingCertificate({ ...row, priceAmount: trimDecimal(row.priceAmount) })
  const valid = await verifyTypedData({ address: seller, signature, ...certificate }).catch(
    () => false,
  )
  if (!valid) throw new BadRequestError('LISTING_SIGNATURE_INVALID')
  await ctx.db.update(listings).set({ certificate: signature }).where(eq(listings.id, listingId))
  ctx.events.publish('listing.changed', { listingId, sellerId: viewer.userId })
  return getListing(ctx, listingId, viewer.userId)
}

type Counts = { views?: number; favorites?: number; sales?: number; revenue?: string }
type Executor = Pick<AppContext['db'], 'insert'>

export async function bumpDaily(db: Executor, listingId: string, day: string, counts: Counts) {
  await db
    .insert(listingDailyStats)
    .values({ listingId, day, ...counts })
    .onConflictDoUpdate({
      target: [listingDailyStats.listingId, listingDailyStats.day],
      set: {
        views: sql`${listingDailyStats.views} + ${counts.views ?? 0}`,
        favorites: sql`${listingDailyStats.favorites} + ${counts.favorites ?? 0}`,
        sales: sql`${listingDailyStats.sales} + ${counts.sales ?? 0}`,
        revenue: sql`${listingDailyStats.revenue} + ${counts.revenue ?? '0'}::numeric`,
      },
    })
}

export async function findListing(ctx: AppContext, listingId: string) {
  const [row] = await ctx.db.select().from(listings).where(eq(listings.id, listingId))
  if (!row) throw new NotFoundError('LISTING_NOT_FOUND')
  return row
}

async function ownListing(ctx: AppContext, viewer: Viewer, listingId: string) {
  const row = await findListing(ctx, listingId)
  if (row.sellerId !== viewer.userId) throw new ForbiddenError('NOT_SELLER')
  return row
}

/** Buyers pay the seller's wallet, so selling needs one. */
async function requireSellerWallet(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({ address: users.address })
    .from(users)
    .where(eq(users.id, userId))
  if (!row?.address) throw new BadRequestError('WALLET_REQUIRED', { to: 'sell' })
  return row.address as Hex
}

function assertSellable(ctx: AppContext, chainId: number, currency: Currency) {
  if (!enabledChainIds(ctx.config).includes(chainId)) {
    throw new BadRequestError('CHAIN_NOT_SUPPORTED', { chainId })
  }
  if (currency === 'USDC' && !ctx.config.usdcAddresses[chainId]) {
    throw new BadRequestError('CURRENCY_NOT_AVAILABLE', { currency: 'USDC', chainId })
  }
}
