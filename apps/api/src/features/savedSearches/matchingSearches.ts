import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { queryRows } from '../../db/queryRows.ts'
import { listings } from '../../db/schema/marketplace.ts'
import { unitRates } from '../marketplace/listingValue.ts'

type Match = { id: string; user_id: string }

/**
 * The saved searches a newly published listing matches, the seller's own left out. Bounds
 * of a search without a currency compare the listing's USD value; while prices in USD are
 * unavailable only searches that name a currency or no bounds are matched.
 */
export async function matchingSearches(ctx: AppContext, listingId: string) {
  const usdRate = await unitRates(ctx, undefined).catch(() => null)
  const rateOf = usdRate
    ? sql`case ${usdRate.map(([coin, rate]) => sql`when ${listings.currency} = ${coin} then ${rate}::numeric`).reduce((a, b) => sql`${a} ${b}`)} end`
    : sql`null::numeric`
  const usdValue = sql`(${listings.priceAmount} * ${rateOf})`
  const price = sql`case when s.currency is null then ${usdValue} else ${listings.priceAmount} end`
  return queryRows<Match>(
    ctx.db,
    sql`select s.id, s.user_id from saved_searches s
      join ${listings} on ${listings.id} = ${listingId}
      where ${listings.status} = 'active' and ${listings.hiddenAt} is null
        and s.user_id <> ${listings.sellerId}
        and (s.q is null or ${listings.search} @@ websearch_to_tsquery('english', s.q))
        and (s.category is null or s.category = ${listings.category})
        and (s.currency is null or s.currency = ${listings.currency})
        and (s.chain_id is null or s.chain_id = ${listings.chainId})
        and (s.min_price is null or ${price} >= s.min_price)
        and (s.max_price is null or ${price} <= s.max_price)`,
  )
}
