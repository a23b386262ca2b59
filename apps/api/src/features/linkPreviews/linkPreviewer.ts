import { linkFlag } from '@agora/domain'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.ts'
import { posts } from '../../db/schema/social.ts'
import { fetchLinkPreview } from './fetchLinkPreview.ts'
import { firstLink } from './firstLink.ts'
import { readRecently, recordedLink, recordLink, savePreview } from './store.ts'

/**
 * Gives posts the preview of their first link, after they are written, so posting never
 * waits for another site. Local-only: the instance that wrote or edited the post fetches
 * (once across a cluster). When a post's preview changes it raises `post.updated` (a
 * `linkPreview` change, which this does not hear).
 */
export function createLinkPreviewer(ctx: AppContext, log: FastifyBaseLogger) {
  const working = new Set<Promise<void>>()
  // one read per URL at a time, however many posts link to it at once
  const reading = new Map<string, Promise<boolean>>()
  const stopping = new AbortController()

  const unsubscribe = ctx.events.subscribe(
    ['post.created', 'post.updated'],
    (event) => {
      // only a new text can bring a new link
      if (event.type === 'post.updated' && event.data.change !== 'text') return
      const { data } = event
      const work = refresh(data.postId, data.communityId)
        .catch((err) => log.warn({ err, postId: data.postId }, 'link preview not updated'))
        .finally(() => working.delete(work))
      working.add(work)
    },
    { localOnly: true },
  )

  async function refresh(postId: string, communityId: string | null) {
    const [post] = await ctx.db
      .select({ content: posts.content })
      .from(posts)
      .where(eq(posts.id, postId))
    if (!post) return
    // a flagged link is not read: the server never visits a phishing page, nor shows its card
    const first = firstLink(post.content)
    const link = first && !linkFlag(first, ctx.linkBlocklist.domains()) ? first : null
    const recorded = await recordedLink(ctx, postId)
    if (link === recorded) return
    await recordLink(ctx, postId, link)
    const found = link ? await previewOf(link) : false
    // a preview appeared, or the one it showed is gone
    if (found || recorded !== null)
      ctx.events.publish('post.updated', { postId, communityId, change: 'linkPreview' })
  }

  async function previewOf(url: string): Promise<boolean> {
    const recent = await readRecently(ctx, url)
    if (recent) return recent.found
    let pending = reading.get(url)
    if (!pending) {
      pending = readAndSave(url).finally(() => reading.delete(url))
      reading.set(url, pending)
    }
    return pending
  }

  async function readAndSave(url: string): Promise<boolean> {
    const preview = await fetchLinkPreview(url, ctx.config.linkPreviewAllowHosts, {
      stop: stopping.signal,
      onImageRefused: (reason) =>
        log.info({ url, reason: describe(reason) }, 'preview image not read'),
    }).catch((reason) => {
      log.info({ url, reason: describe(reason) }, 'link preview not made')
      return null
    })
    if (stopping.signal.aborted) return false
    await savePreview(ctx, url, preview)
    return preview !== null
  }

  return {
    /** Stops hearing events, ends reads under way and waits for their writes. */
    async close() {
      unsubscribe()
      stopping.abort()
      await Promise.allSettled([...working])
    },
  }
}

function describe(reason: unknown) {
  return reason instanceof Error ? reason.message : String(reason)
}
