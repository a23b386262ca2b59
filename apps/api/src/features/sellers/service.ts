import { ForbiddenError, NotFoundError, type SellerProfile } from '@agora/domain'
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import { isAddress } from 'viem'
import type { AppContext } from '../../context.ts'
import {
  listingDailyStats,
  listings,
  orders,
  reviews,
  sellerProfiles,
} from '../../db/schema/marketplace.ts'
import { users } from '../../db/schema/users.ts'
import type { Viewer } from '../../http/viewer.ts'
import { dayOf, trimDecimal } from '../marketplace/decimals.ts'
import { presentListings } from '../marketplace/listingView.ts'
import { unreadSellerNotifications } from './sellerNotifications.ts'

const ANALYTICS_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export async function findSeller(ctx: AppContext, address: string) {
  if (!isAddress(address, { strict: false })) throw new NotFoundError('SELLER_NOT_FOUND')
  const [seller] = await ctx.db.select().from(users).where(eq(users.address, address.toLowerCase()))
  if (!seller) throw new NotFoundError('SELLER_NOT_FOUND')
  return seller
}

/** Sellers' owner-only areas: the wallet in the path must be the viewer's own. */
export async function ownSeller(ctx: AppContext, viewer: Viewer, address: string) {
  const seller = await findSeller(ctx, address)
  if (seller.id !== viewer.userId) throw new ForbiddenError('SELLER_AREA_NOT_OWN')
  return seller
}

export async function sellerProfile(ctx: AppContext, address: string): Promise<SellerProfile> {
  const seller = await findSeller(ctx, address)
  const n = sql<number>`count(*)::int`
  const [[profile], [rating], [active], [sold]] = await Promise.all([
    ctx.db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, seller.id)),
    ctx.db
      .select({ average: sql<string | null>`avg(${reviews.rating})::numeric(3,2)::text`, count: n })
      .from(reviews)
      .where(eq(reviews.sellerId, seller.id)),
    ctx.db
      .select({ n })
      .from(listings)
      .where(and(eq(listings.sellerId, seller.id), eq(listings.status, 'active'))),
    ctx.db
      .select({ n: sql<number>`coalesce(sum(${listings.sales}), 0)::int` })
      .from(listings)
      .where(eq(listings.sellerId, seller.id)),
  ])
  return {
    address: seller.address ?? '',
    handle: seller.handle,
    displayName: profile?.displayName ?? null,
    bio: profile?.bio ?? seller.bio,
    avatar: profile?.avatar ?? seller.avatar,
    verified: seller.kycStatus === 'verified',
    rating: { average: rating?.average ? Number(rating.average) : null, count: rating?.count ?? 0 },
    stats: { activeListings: active?.n ?? 0, sales: sold?.n ?? 0 },
    createdAt: seller.createdAt.toISOString(),
  }
}

export async function updateSellerProfile(
  ctx: AppContext,
  viewer: Viewer,
  change: {
    displayName?: string | null | undefined
    bio?: string | null | undefined
    avatar?: string | null | undefined
  },
) {
  const [me] = await ctx.db
    .select({ address: users.address })
    .from(users)
    .where(eq(users.id, viewer.userId))
  if (!me?.address) throw new ForbiddenError('WALLET_REQUIRED', { to: 'sell' })
  await ctx.db
    .insert(sellerProfiles)
    .values({ userId: viewer.userId, ...change, updatedAt: ctx.clock.now() })
    .onConflictDoUpdate({
      target: sellerProfiles.userId,
      set: { ...change, updatedAt: ctx.clock.now() },
    })
  return sellerProfile(ctx, me.address)
}

/**
 * A seller's listings: everyone sees the active ones moderators left visible, the seller
 * every one of theirs (hidden ones as stubs).
 */
export async function sellerListings(ctx: AppContext, address: string, viewerId: string | null) {
  const seller = await findSeller(ctx, address)
  const own = seller.id === viewerId
  const rows = await ctx.db
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.sellerId, seller.id),
        own ? undefined : and(eq(listings.status, 'active'), isNull(listings.hiddenAt)),
      ),
    )
    .orderBy(desc(listings.createdAt))
    .limit(200)
  return presentListings(ctx, rows, viewerId)
}

export async function sellerDashboard(ctx: AppContext, viewer: Viewer, address: string) {
  const seller = await ownSeller(ctx, viewer, address)
  const byStatus = await ctx.db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.sellerId, seller.id))
    .groupBy(orders.status)
  const revenue = await ctx.db
    .select({ currency: orders.currency, total: sql<string>`sum(${orders.amount})::text` })
    .from(orders)
    .where(
      and(eq(orders.sellerId, seller.id), inArray(orders.status, ['paid', 'shipped', 'completed'])),
    )
    .groupBy(orders.currency)
  return {
    ordersByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.count])),
    revenue: Object.fromEntries(revenue.map((row) => [row.currency, trimDecimal(row.total)])),
    unreadNotifications: await unreadSellerNotifications(ctx, seller.id),
    profile: await sellerProfile(ctx, address),
  }
}

/**
 * Views, favourites, sales and revenue per day over the last 30 days, every day present;
 * revenue per currency, never an ETH amount added to a USDC one.
 */
export async function sellerAnalytics(ctx: AppContext, viewer: Viewer, address: string) {
  const seller = await ownSeller(ctx, viewer, address)
  const today = ctx.clock.now()
  const since = dayOf(new Date(today.getTime() - (ANALYTICS_DAYS - 1) * DAY_MS))
  const rows = await ctx.db
    .select({
      day: listingDailyStats.day,
      currency: listings.currency,
      views: sql<number>`sum(${listingDailyStats.views})::int`,
      favorites: sql<number>`sum(${listingDailyStats.favorites})::int`,
      sales: sql<number>`sum(${listingDailyStats.sales})::int`,
      revenue: sql<string>`sum(${listingDailyStats.revenue})::text`,
    })
    .from(listingDailyStats)
    .innerJoin(listings, eq(listings.id, listingDailyStats.listingId))
    .where(and(eq(listings.sellerId, seller.id), gte(listingDailyStats.day, since)))
    .groupBy(listingDailyStats.day, listings.currency)
  return Array.from({ length: ANALYTICS_DAYS }, (_, i) => {
    const day = dayOf(new Date(today.getTime() - (ANALYTICS_DAYS - 1 - i) * DAY_MS))
    const ofDay = rows.filter((row) => row.day === day)
    const sum = (measure: 'views' | 'favorites' | 'sales') =>
      ofDay.reduce((total, row) => total + row[measure], 0)
    const earned = ofDay.filter((row) => Number(row.revenue) > 0)
    return {
      day,
      views: sum('views'),
      favorites: sum('favorites'),
      sales: sum('sales'),
      revenue: Object.fromEntries(earned.map((row) => [row.currency, trimDecimal(row.revenue)])),
    }
  })
}
