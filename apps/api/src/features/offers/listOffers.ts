import type { OfferStatus } from '@agora/domain'
import { and, desc, eq, lt, or } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { cursorTime, decodeCursor, toPage } from '../../db/cursor.ts'
import { offers } from '../../db/schema/marketplace.ts'
import type { Viewer } from '../../http/viewer.ts'
import { expireDueOffers, presentOffers } from './offerStore.ts'

const OFFERS_PAGE_SIZE = 20

/** The viewer's offers as the buyer or the seller, newest first, of one status or all. */
export async function listOffers(
  ctx: AppContext,
  viewer: Viewer,
  query: {
    role: 'buyer' | 'seller'
    status?: OfferStatus | undefined
    cursor?: string | undefined
  },
) {
  await expireDueOffers(ctx)
  const cursor = decodeCursor(query.cursor)
  const rows = await ctx.db
    .select()
    .from(offers)
    .where(
      and(
        eq(query.role === 'buyer' ? offers.buyerId : offers.sellerId, viewer.userId),
        query.status ? eq(offers.status, query.status) : undefined,
        cursor
          ? or(
              lt(offers.createdAt, cursorTime(cursor)),
              and(eq(offers.createdAt, cursorTime(cursor)), lt(offers.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(OFFERS_PAGE_SIZE + 1)
  const { page, nextCursor } = toPage(rows, OFFERS_PAGE_SIZE, (row) => ({
    at: row.createdAt.toISOString(),
    id: row.id,
  }))
  return { data: await presentOffers(ctx, page, viewer), nextCursor }
}
