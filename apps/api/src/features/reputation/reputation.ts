import { type Currency, ON_TIME_SHIP_MS, type SellerReputation } from '@agora/domain'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { queryRows } from '../../db/queryRows.ts'
import { trimDecimal } from '../marketplace/decimals.ts'
import { findSeller } from '../sellers/service.ts'

type Figures = {
  counted: number
  completed: number
  disputed: number
  refunded: number
  shipped: number
  shipped_on_time: number
  rating_count: number
  rating_sum: number | null
  first_sale_at: Date | string | null
}

/**
 * The seller's record, read from facts only: orders with a payment the server verified
 * on-chain (`tx_hash`), their timeline (ever disputed, when shipped) and their buyers'
 * reviews. An order whose buyer pays from a wallet the seller was ever paid at, or the
 * seller's own, is the seller dealing with themselves: it never counts.
 */
export async function sellerReputation(
  ctx: AppContext,
  address: string,
): Promise<SellerReputation> {
  const seller = await findSeller(ctx, address)
  const counted = sql`
    with own_wallets as (
      select lower(pay_to) as address from orders where seller_id = ${seller.id}
      union select ${seller.address ?? ''}
    ),
    counted as (
      select o.* from orders o
      join users buyer on buyer.id = o.buyer_id
      where o.seller_id = ${seller.id}
        and o.tx_hash is not null
        and o.buyer_id <> o.seller_id
        and coalesce(lower(buyer.address), '') not in (select address from own_wallets)
    ),
    steps as (
      select c.id,
        (select min(created_at) from order_events e where e.order_id = c.id and e.type = 'paid') as paid_at,
        (select min(created_at) from order_events e where e.order_id = c.id and e.type = 'shipped') as shipped_at,
        exists (select 1 from order_events e where e.order_id = c.id and e.type = 'disputed') as disputed
      from counted c
    )`
  const [figures] = await queryRows<Figures>(
    ctx.db,
    sql`${counted}
      select
        (select count(*)::int from counted) as counted,
        (select count(*)::int from counted where status = 'completed') as completed,
        (select count(*)::int from steps where disputed) as disputed,
        (select count(*)::int from counted where status = 'refunded') as refunded,
        (select count(*)::int from steps where shipped_at is not null) as shipped,
        (select count(*)::int from steps where shipped_at is not null
          and shipped_at - paid_at <= ${`${ON_TIME_SHIP_MS} milliseconds`}::interval) as shipped_on_time,
        (select count(*)::int from reviews r join counted c on c.id = r.order_id) as rating_count,
        (select sum(r.rating)::int from reviews r join counted c on c.id = r.order_id) as rating_sum,
        (select min(paid_at) from steps) as first_sale_at`,
  )
  const volume = await queryRows<{ currency: Currency; amount: string }>(
    ctx.db,
    sql`${counted}
      select currency, sum(amount)::text as amount from counted
      where status = 'completed' group by currency order by currency`,
  )
  const f = figures as Figures
  return {
    completedOrders: f.completed,
    disputedOrders: f.disputed,
    refundedOrders: f.refunded,
    disputeRate: f.counted === 0 ? 0 : round(f.disputed / f.counted),
    averageRating: f.rating_count === 0 ? null : round((f.rating_sum ?? 0) / f.rating_count, 2),
    ratingCount: f.rating_count,
    onTimeShipRate: f.shipped === 0 ? null : round(f.shipped_on_time / f.shipped),
    firstSaleAt: f.first_sale_at ? new Date(f.first_sale_at).toISOString() : null,
    volume: volume.map((row) => ({ currency: row.currency, amount: trimDecimal(row.amount) })),
  }
}

const round = (value: number, digits = 4) => Number(value.toFixed(digits))
