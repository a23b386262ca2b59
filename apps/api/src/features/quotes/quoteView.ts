import {
  type Audience,
  type CommunityRef,
  excerpt,
  QUOTE_PREVIEW_MAX_LENGTH,
  type Quote,
  type QuoteKind,
} from '@agora/domain'
import { eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { proposals } from '../../db/schema/governance.ts'
import { listings } from '../../db/schema/marketplace.ts'
import { communities, posts } from '../../db/schema/social.ts'
import { authorsById } from '../../presenters/authorsById.ts'
import { mediaUrl } from '../../presenters/media.ts'
import { trimDecimal } from '../marketplace/decimals.ts'

type Preview = NonNullable<Quote['preview']>
type Found = Omit<Preview, 'author' | 'text'> & { authorId: string | null; text: string }

/**
 * The quote cards of a page of posts, by quoting post id: one read per kind quoted and one
 * for their authors. Anything deleted or removed since is a card without a preview.
 */
export async function quotesOf(
  ctx: AppContext,
  rows: { id: string; quoteKind: QuoteKind | null; quoteId: string | null }[],
  audience: Audience,
): Promise<ReadonlyMap<string, Quote>> {
  const quoting = rows.flatMap((row) =>
    row.quoteKind && row.quoteId ? [{ postId: row.id, kind: row.quoteKind, id: row.quoteId }] : [],
  )
  if (quoting.length === 0) return new Map()
  const idsOf = (kind: QuoteKind) => quoting.filter((q) => q.kind === kind).map((q) => q.id)
  const found = new Map<string, Found>(
    (
      await Promise.all([
        quotedPosts(ctx, idsOf('post')),
        quotedProposals(ctx, idsOf('proposal')),
        quotedListings(ctx, idsOf('listing')),
      ])
    ).flat(),
  )
  const authors = await authorsById(
    ctx,
    [...found.values()].flatMap((item) => item.authorId ?? []),
    audience,
  )

  return new Map(
    quoting.map(({ postId, kind, id }) => {
      const item = found.get(id)
      const preview: Preview | null = item
        ? {
            author: item.authorId ? (authors.get(item.authorId) ?? null) : null,
            title: item.title,
            text: excerpt(item.text, QUOTE_PREVIEW_MAX_LENGTH),
            imageUrl: item.imageUrl,
            community: item.community,
            price: item.price,
            createdAt: item.createdAt,
          }
        : null
      return [postId, { kind, id, preview }]
    }),
  )
}

async function quotedPosts(ctx: AppContext, ids: string[]): Promise<[string, Found][]> {
  if (ids.length === 0) return []
  const rows = await ctx.db
    .select({
      post: posts,
      community: { id: communities.id, slug: communities.slug, name: communities.name },
    })
    .from(posts)
    .leftJoin(communities, eq(communities.id, posts.communityId))
    .where(inArray(posts.id, ids))
  return rows.flatMap(({ post, community }) =>
    post.hiddenAt
      ? []
      : [
          [
            post.id,
            {
              authorId: post.authorId,
              title: null,
              text: post.content,
              imageUrl: post.mediaIds[0] ? mediaUrl(post.mediaIds[0]) : null,
              community: community as CommunityRef | null,
              price: null,
              createdAt: post.createdAt.toISOString(),
            },
          ] as [string, Found],
        ],
  )
}

async function quotedProposals(ctx: AppContext, ids: string[]): Promise<[string, Found][]> {
  if (ids.length === 0) return []
  const rows = await ctx.db
    .select({
      id: proposals.id,
      authorId: proposals.authorId,
      title: proposals.title,
      body: proposals.body,
      createdAt: proposals.createdAt,
      community: { id: communities.id, slug: communities.slug, name: communities.name },
    })
    .from(proposals)
    .innerJoin(communities, eq(communities.id, proposals.communityId))
    .where(inArray(proposals.id, ids))
  return rows.map((row) => [
    row.id,
    {
      authorId: row.authorId,
      title: row.title,
      text: row.body,
      imageUrl: null,
      community: row.community,
      price: null,
      createdAt: row.createdAt.toISOString(),
    },
  ])
}

async function quotedListings(ctx: AppContext, ids: string[]): Promise<[string, Found][]> {
  if (ids.length === 0) return []
  const rows = await ctx.db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      title: listings.title,
      description: listings.description,
      priceAmount: listings.priceAmount,
      currency: listings.currency,
      imageIds: listings.imageIds,
      status: listings.status,
      hiddenAt: listings.hiddenAt,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(inArray(listings.id, ids))
  return rows.flatMap((row) =>
    row.hiddenAt || row.status === 'removed'
      ? []
      : [
          [
            row.id,
            {
              authorId: row.sellerId,
              title: row.title,
              text: row.description,
              imageUrl: row.imageIds[0] ? mediaUrl(row.imageIds[0]) : null,
              community: null,
              price: { amount: trimDecimal(row.priceAmount), currency: row.currency },
              createdAt: row.createdAt.toISOString(),
            },
          ] as [string, Found],
        ],
  )
}
