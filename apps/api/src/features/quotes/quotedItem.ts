import { NotFoundError, type QuoteKind } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposals } from '../../db/schema/governance.ts'
import { listings } from '../../db/schema/marketplace.ts'
import { posts } from '../../db/schema/social.ts'

export type QuoteRef = { kind: QuoteKind; id: string }

/**
 * What a new post may quote: a post, proposal or listing that exists and is not removed
 * (a quote of something gone would carry nothing to show).
 */
export async function requireQuotable(ctx: AppContext, quote: QuoteRef) {
  switch (quote.kind) {
    case 'post': {
      const [row] = await ctx.db
        .select({ hiddenAt: posts.hiddenAt })
        .from(posts)
        .where(eq(posts.id, quote.id))
      if (!row || row.hiddenAt) throw new NotFoundError('QUOTE_TARGET_NOT_FOUND', { kind: 'post' })
      return
    }
    case 'proposal': {
      const [row] = await ctx.db
        .select({ id: proposals.id })
        .from(proposals)
        .where(eq(proposals.id, quote.id))
      if (!row) throw new NotFoundError('QUOTE_TARGET_NOT_FOUND', { kind: 'proposal' })
      return
    }
    case 'listing': {
      const [row] = await ctx.db
        .select({ status: listings.status, hiddenAt: listings.hiddenAt })
        .from(listings)
        .where(eq(listings.id, quote.id))
      if (!row || row.hiddenAt || row.status === 'removed')
        throw new NotFoundError('QUOTE_TARGET_NOT_FOUND', { kind: 'listing' })
      return
    }
  }
}
