import {
  CURRENCIES,
  LISTING_KINDS,
  LISTING_STATUSES,
  OFFER_STATUSES,
  ORDER_STATUSES,
  type ShippingAddress,
} from '@agora/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { users } from './users.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const sellerProfiles = pgTable('seller_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  bio: text('bio'),
  avatar: text('avatar'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Exact decimal in display units (ETH or USDC); never a float. */
    priceAmount: numeric('price_amount', { precision: 40, scale: 18 }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    chainId: integer('chain_id').notNull(),
    category: text('category').notNull(),
    /** Physical items need a shipping address at checkout; digital ones refuse one. */
    kind: text('kind', { enum: LISTING_KINDS }).notNull().default('physical'),
    imageIds: uuid('image_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Units still for sale; orders reserve from it. */
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('active'),
    views: integer('views').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    /** Whether buyers may offer a price of their own, and the least per unit the seller hears. */
    acceptsOffers: boolean('accepts_offers').notNull().default(true),
    minimumOffer: numeric('minimum_offer', { precision: 40, scale: 18 }),
    /** The seller's EIP-712 signature over the listing's content, checked by the server. */
    certificate: text('certificate'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
      ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by moderators: out of search, a "removed by moderators" stub on its page. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('listings_search_idx').using('gin', t.search),
    index('listings_newest_idx').on(t.status, t.createdAt, t.id),
    index('listings_price_idx').on(t.status, t.currency, t.priceAmount, t.id),
    index('listings_seller_idx').on(t.sellerId, t.createdAt, t.id),
    index('listings_category_idx').on(t.status, t.category, t.createdAt, t.id),
    // numeric accepts NaN (which sorts above every number) and anything at or below 0
    check(
      'listings_price_positive',
      sql`${t.status} = 'removed' or (${t.priceAmount} > 0 and ${t.priceAmount} <> 'NaN')`,
    ),
  ],
)

export const listingFavorites = pgTable(
  'listing_favorites',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.userId] }),
    // a person's favourites newest first: their listing bookmarks
    index('listing_favorites_user_latest_idx').on(t.userId, t.createdAt, t.listingId),
  ],
)

/** Per listing and day: what the seller's analytics chart. */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    /** Sum of paid amounts in display units of the listing's currency. */
    revenue: numeric('revenue', { precision: 40, scale: 18 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
)

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    chainId: integer('chain_id').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** The seller's wallet, which must receive the payment. */
    payTo: text('pay_to').notNull(),
    /** Amount due in the currency's smallest unit (wei, or USDC's 6-decimal units). */
    amountBase: numeric('amount_base', { precision: 78, scale: 0 }).notNull(),
    /** Price in display units, for revenue figures. */
    amount: numeric('amount', { precision: 40, scale: 18 }).notNull(),
    tokenAddress: text('token_address'),
    /** The escrow contract the buyer funds instead of paying the seller, on chains that have one. */
    escrowAddress: text('escrow_address'),
    /** From the Funded event: when anyone may release an undisputed escrow to the seller. */
    escrowReleaseAfter: timestamp('escrow_release_after', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    txHash: text('tx_hash'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one transaction pays for at most one order
    uniqueIndex('orders_tx_hash_idx').on(t.chainId, t.txHash),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_expiry_idx').on(t.status, t.expiresAt),
    index('orders_escrow_due_idx').on(t.status, t.escrowReleaseAfter),
  ],
)

/**
 * Where a physical order ships. Apart from `orders` so that reading an order never carries
 * the address by accident: only `orderView` reads it, for the people allowed to see it.
 */
export const orderShippingAddresses = pgTable(
  'order_shipping_addresses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The buyer, so their last address can be offered again at the next checkout. */
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_shipping_addresses_buyer_idx').on(t.buyerId, t.createdAt)],
)

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    // a community's dispute vote is written into its order's timeline once
    uniqueIndex('order_events_dispute_decided_idx')
      .on(t.orderId)
      .where(sql`${t.type} = 'dispute_decided'`),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_seller_idx').on(t.sellerId)],
)

export type OrderRow = typeof orders.$inferSelect

/** A buyer's price for a listing, answered by its seller; accepting it makes an order. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Per unit, in the listing's currency. */
    amount: numeric('amount', { precision: 40, scale: 18 }).notNull(),
    counterAmount: numeric('counter_amount', { precision: 40, scale: 18 }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    message: text('message'),
    /** Kept only while the offer is live; it moves to the order when accepted. */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    orderId: uuid('order_id').references(() => orders.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one live offer per buyer per listing
    uniqueIndex('offers_one_live_idx')
      .on(t.listingId, t.buyerId)
      .where(sql`${t.status} in ('open', 'countered')`),
    index('offers_buyer_idx').on(t.buyerId, t.createdAt, t.id),
    index('offers_seller_idx').on(t.sellerId, t.createdAt, t.id),
  ],
)

/** A person's market search, kept so a new listing that matches it tells them. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    q: text('q'),
    category: text('category'),
    currency: text('currency', { enum: CURRENCIES }),
    /** In `currency` when one is named, otherwise in USD. */
    minPrice: numeric('min_price', { precision: 40, scale: 18 }),
    maxPrice: numeric('max_price', { precision: 40, scale: 18 }),
    chainId: integer('chain_id'),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
)
