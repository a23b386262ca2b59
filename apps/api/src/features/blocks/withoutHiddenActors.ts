import type { AppContext } from '../../context.ts'
import type { AppEvent } from '../../events/events.ts'
import { hiddenUsersOf } from './relations.ts'

/** The person whose act an event is, for the events that notify others of one. */
function actorOf(event: AppEvent): string | null {
  switch (event.type) {
    case 'comment.created':
    case 'post.created':
      return event.data.authorId
    case 'reaction.changed':
    case 'repost.changed':
      return event.data.userId
    case 'follow.changed':
      return event.data.followerId
    case 'listing.created':
      return event.data.sellerId
    default:
      return null
  }
}

/** Notification drafts without those for people who blocked, were blocked by or muted the actor. */
export async function withoutHiddenActors<D extends { userId: string }>(
  ctx: AppContext,
  event: AppEvent,
  drafts: D[],
): Promise<D[]> {
  const actor = actorOf(event)
  if (!actor || drafts.length === 0) return drafts
  const kept: D[] = []
  for (const draft of drafts)
    if (!(await hiddenUsersOf(ctx, draft.userId)).has(actor)) kept.push(draft)
  return kept
}
