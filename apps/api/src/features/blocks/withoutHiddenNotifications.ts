import type { InboxNotification } from '@agora/domain'
import type { AppContext } from '../../context.ts'
import { hiddenUsersOf } from './relations.ts'

/**
 * An inbox page without what people the viewer blocked, was blocked by or muted did before
 * that (new ones are never written: `withoutHiddenActors`). A grouped row keeps its other actors.
 */
export async function withoutHiddenNotifications<P extends { data: InboxNotification[] }>(
  ctx: AppContext,
  viewerId: string,
  page: P,
): Promise<P> {
  const hidden = await hiddenUsersOf(ctx, viewerId)
  if (hidden.size === 0) return page
  const shown = page.data.flatMap((row): InboxNotification[] => {
    const data = row.data as { actorId?: string; actorIds?: string[] }
    if (data.actorId && hidden.has(data.actorId)) return []
    if (!data.actorIds) return [row]
    const actorIds = data.actorIds.filter((id) => !hidden.has(id))
    if (actorIds.length === 0) return []
    return [{ ...row, data: { ...row.data, actorIds } } as InboxNotification]
  })
  return { ...page, data: shown }
}
