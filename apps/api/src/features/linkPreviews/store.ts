import type { LinkPreview } from '@agora/domain'
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { linkPreviewImages, linkPreviews, postLinks } from '../../db/schema/linkPreviews.ts'
import type { FetchedPreview } from './fetchLinkPreview.ts'

/** A URL's page is read at most once a day, whether that read succeeded or failed. */
export const PREVIEW_FRESH_MS = 24 * 60 * 60 * 1000

export function linkPreviewImageUrl(id: string) {
  return `/api/link-previews/images/${id}`
}

/** The URL a post's preview is keyed by, or null when it has none recorded. */
export async function recordedLink(ctx: AppContext, postId: string) {
  const [row] = await ctx.db.select().from(postLinks).where(eq(postLinks.postId, postId))
  return row?.url ?? null
}

export async function recordLink(ctx: AppContext, postId: string, url: string | null) {
  if (url === null) {
    await ctx.db.delete(postLinks).where(eq(postLinks.postId, postId))
    return
  }
  await ctx.db
    .insert(postLinks)
    .values({ postId, url })
    .onConflictDoUpdate({ target: postLinks.postId, set: { url } })
}

/** Whether this URL was read (successfully or not) within PREVIEW_FRESH_MS. */
export async function readRecently(ctx: AppContext, url: string) {
  const since = new Date(ctx.clock.now().getTime() - PREVIEW_FRESH_MS)
  const [row] = await ctx.db
    .select({ title: linkPreviews.title })
    .from(linkPreviews)
    .where(and(eq(linkPreviews.url, url), gt(linkPreviews.fetchedAt, since)))
  return row ? { found: row.title !== null } : null
}

/** Keeps what a read of `url` gave: a preview, or null when there was none to make. */
export async function savePreview(ctx: AppContext, url: string, preview: FetchedPreview | null) {
  await ctx.db.transaction(async (tx) => {
    const [image] = preview?.image
      ? await tx
          .insert(linkPreviewImages)
          .values({ contentType: preview.image.contentType, bytes: preview.image.bytes })
          .returning({ id: linkPreviewImages.id })
      : []
    const [previous] = await tx
      .select({ imageId: linkPreviews.imageId })
      .from(linkPreviews)
      .where(eq(linkPreviews.url, url))
    const values = {
      title: preview?.title ?? null,
      description: preview?.description ?? null,
      siteName: preview?.siteName ?? null,
      imageId: image?.id ?? null,
      fetchedAt: ctx.clock.now(),
    }
    await tx
      .insert(linkPreviews)
      .values({ url, ...values })
      .onConflictDoUpdate({ target: linkPreviews.url, set: values })
    if (previous?.imageId)
      await tx.delete(linkPreviewImages).where(eq(linkPreviewImages.id, previous.imageId))
  })
}

// a recorded link is an http(s) link written with its scheme (`firstLink`): text without
// one has none, and most posts are asked about without a database read
const MAY_LINK = /https?:\/\//i

/** The previews of these posts' first links, by post id (posts without one are absent). */
export async function previewsOfPosts(
  ctx: AppContext,
  posts: { id: string; content: string }[],
): Promise<ReadonlyMap<string, LinkPreview>> {
  const postIds = posts.filter((post) => MAY_LINK.test(post.content)).map((post) => post.id)
  if (postIds.length === 0) return new Map()
  const rows = await ctx.db
    .select({
      postId: postLinks.postId,
      url: linkPreviews.url,
      title: linkPreviews.title,
      description: linkPreviews.description,
      siteName: linkPreviews.siteName,
      imageId: linkPreviews.imageId,
    })
    .from(postLinks)
    .innerJoin(linkPreviews, eq(linkPreviews.url, postLinks.url))
    .where(and(inArray(postLinks.postId, postIds), isNotNull(linkPreviews.title)))
  return new Map(
    rows.map((row) => [
      row.postId,
      {
        url: row.url,
        title: row.title ?? '',
        description: row.description,
        imageUrl: row.imageId ? linkPreviewImageUrl(row.imageId) : null,
        siteName: row.siteName ?? '',
      },
    ]),
  )
}

export async function readPreviewImage(ctx: AppContext, id: string) {
  const [row] = await ctx.db
    .select({ contentType: linkPreviewImages.contentType, bytes: linkPreviewImages.bytes })
    .from(linkPreviewImages)
    .where(eq(linkPreviewImages.id, id))
  return row ?? null
}
