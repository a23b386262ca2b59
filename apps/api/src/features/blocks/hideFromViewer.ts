import type { Audience } from '@agora/domain'
import type { AppContext } from '../../context.ts'
import { hiddenUsersOf, relationsOf } from './relations.ts'

type ByUser = { author: { id: string }; repostedBy?: { id: string } | undefined }

/**
 * A page without what people the viewer blocked, was blocked by or muted wrote or reposted.
 * The cursor stays the unfiltered page's, so a shorter page still continues where it should.
 */
export async function withoutHiddenUsers<T extends ByUser, P extends { data: T[] }>(
  ctx: AppContext,
  viewer: Audience,
  page: P,
): Promise<P> {
  if (!viewer) return page
  const hidden = await hiddenUsersOf(ctx, viewer.userId)
  if (hidden.size === 0) return page
  const shown = page.data.filter(
    (item) => !hidden.has(item.author.id) && !(item.repostedBy && hidden.has(item.repostedBy.id)),
  )
  return { ...page, data: shown }
}

/** People found (search) without those the viewer blocked or was blocked by (muted stay findable). */
export async function withoutHiddenAuthors<T extends { id: string }, P extends { data: T[] }>(
  ctx: AppContext,
  viewer: Audience,
  page: P,
): Promise<P> {
  if (!viewer) return page
  const { blocked, blockedBy } = await relationsOf(ctx, viewer.userId)
  if (blocked.size === 0 && blockedBy.size === 0) return page
  const shown = page.data.filter((user) => !blocked.has(user.id) && !blockedBy.has(user.id))
  return { ...page, data: shown }
}
