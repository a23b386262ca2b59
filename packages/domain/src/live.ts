import { z } from 'zod'
import type { OrderStatus } from './marketplace/rules.ts'
import type { NotificationKind } from './notifications.ts'
import type { OfferStatus } from './offers/rules.ts'

/**
 * The `/api/live` WebSocket protocol. The client's first frame authenticates; the server
 * answers `ready`, then sends event frames. Persisted events carry an `id` that increases
 * per person: reconnecting with `lastEventId` replays what was missed. Broadcasts such as
 * `feed.new` are not stored and carry `id: null` (never resume from them).
 */
export const liveAuthFrameSchema = z.object({
  type: z.literal('auth'),
  token: z.string().min(1).max(4096),
  lastEventId: z.number().int().min(0).optional(),
})

export type LiveAuthFrame = z.infer<typeof liveAuthFrameSchema>

/** A post named in a `feed.new` frame. */
export type AnnouncedPost = { postId: string; communityId: string | null }

/** What each live event type carries: ids, so the client reads what it shows. */
export type LiveEvents = {
  'order.changed': { orderId: string; status: OrderStatus }
  /** An offer the person made or received moved (both parties, whoever moved it). */
  'offer.changed': { offerId: string; status: OfferStatus }
  'follower.new': { followerId: string }
  'comment.new': { postId: string; commentId: string }
  /** A message in one of the person's conversations (their own, sent from another socket, too). */
  'message.new': { conversationId: string; messageId: string; senderId: string }
  'notification.new': { notificationId: string; kind: NotificationKind }
  /** A group the person is in (or just left) changed: its members, their roles or its title. */
  'conversation.changed': { conversationId: string }
  /**
   * Others posted: the open feed shows an "N new posts" pill. Not stored, not replayed; a
   * socket gets at most one every few seconds, naming the posts since the last one.
   */
  'feed.new': { posts: AnnouncedPost[] }
  /**
   * Posts changed (edited, pinned, a poll vote, a link preview arrived): a client holding one
   * reads it again. Not stored, not replayed; batched like `feed.new`.
   */
  'posts.changed': { postIds: string[] }
}

export type LiveEventType = keyof LiveEvents

export type LiveEventFrame<T extends LiveEventType = LiveEventType> = {
  [K in T]: { id: number | null; type: K; data: LiveEvents[K] }
}[T]

export type LiveReadyFrame = {
  type: 'ready'
  userId: string
  /** The newest stored event id once the replay below is sent: resume from here if nothing else comes. */
  lastEventId: number
  /** How many missed events follow this frame. */
  replayed: number
  /**
   * False when the replay cannot vouch for everything after the client's `lastEventId`
   * (more than the replay limit, or older than what the server keeps): reload views.
   */
  complete: boolean
}

export type LiveServerFrame = LiveReadyFrame | LiveEventFrame

/** Close codes the server uses; reconnecting on 4401, 4403 or 4409 without a change is futile. */
export const LIVE_CLOSE_CODES = {
  /** A frame that is not JSON or not the expected auth frame. */
  badFrame: 4400,
  /** No auth frame in time, a token in the URL, or a token refused (expired, revoked, forged). */
  unauthenticated: 4401,
  /** The account is suspended. */
  forbidden: 4403,
  /** The client read too slowly: its send buffer passed the limit. Reconnect and resume. */
  tooSlow: 4408,
  /** The person opened more sockets than the cap: the oldest is closed. */
  replaced: 4409,
} as const
