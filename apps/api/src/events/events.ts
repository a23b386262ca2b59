import type {
  BookmarkKind,
  CommunityRole,
  NotificationKind,
  OfferStatus,
  OrderStatus,
  ProposalOutcome,
} from '@agora/domain'

/**
 * What happened, named `<thing>.<change>`, with the ids a subscriber needs to react. Events
 * carry ids rather than rows: a subscriber that needs the row reads it, so an event that
 * crossed instances is never a stale copy.
 */
export type AppEvents = {
  'post.created': { postId: string; authorId: string; communityId: string | null }
  /** What changed: its text, its pin, moderators' hiding, its poll's votes, its link preview. */
  'post.updated': { postId: string; communityId: string | null; change: PostChange }
  'post.deleted': { postId: string; communityId: string | null }
  'comment.created': { commentId: string; postId: string; authorId: string }
  'comment.updated': { commentId: string; postId: string }
  'comment.deleted': { commentId: string; postId: string }
  'reaction.changed': { postId: string; userId: string }
  'repost.changed': {
    postId: string
    userId: string
    communityId: string | null
    reposted: boolean
  }
  /** Only the person's own views change: a listing's favourite count moves with its page. */
  'bookmark.changed': { userId: string; kind: BookmarkKind; targetId: string; bookmarked: boolean }
  /** The person replaced their muted words: their feeds read them again. */
  'mutedWords.changed': { userId: string }
  /** A person changed which notifications they get, and how. */
  'notificationSettings.changed': { userId: string }
  /** A session was ended (logout, revoke): its tokens are refused on every instance. */
  'session.revoked': { sessionId: string; userId: string }
  /** Who may do what changed for this person: suspension, role, permissions. */
  'user.access.changed': { userId: string }
  /** A public profile field changed: handle, name, avatar, bio. */
  'user.changed': { userId: string }
  /** A block or a mute between these two changed (either way): what each sees of the other. */
  'user.relation.changed': { userId: string; otherId: string }
  'follow.changed': { followerId: string; followeeId: string; following: boolean }
  'community.created': { communityId: string; ownerId: string }
  /** `changedBy`: someone else (an admin) changed the person's role; absent when they joined or left. */
  'membership.changed': {
    communityId: string
    userId: string
    role: CommunityRole | null
    changedBy?: string
  }
  'listing.changed': { listingId: string; sellerId: string }
  /** A listing was published (raised beside `listing.changed`): saved searches look at it. */
  'listing.created': { listingId: string; sellerId: string }
  /** A proposal's voting began (raised once, by the instance whose timer saw it first). */
  'proposal.opened': { proposalId: string; communityId: string }
  /** A proposal closes within a day (raised once). */
  'proposal.closing': { proposalId: string; communityId: string }
  /** A proposal's outcome was written. */
  'proposal.closed': { proposalId: string; communityId: string; outcome: ProposalOutcome }
  'order.changed': { orderId: string; status: OrderStatus; buyerId: string; sellerId: string }
  /** An offer was made or moved; `actorId` made the move (null: it expired). */
  'offer.changed': {
    offerId: string
    status: OfferStatus
    buyerId: string
    sellerId: string
    actorId: string | null
  }
  /** The buyer reviewed a completed order. */
  'order.reviewed': { orderId: string; buyerId: string; sellerId: string }
  'kyc.decided': { userId: string; status: 'verified' | 'rejected' }
  /** A sealed message was stored; `recipientId` is the other participant. */
  'message.sent': {
    messageId: string
    conversationId: string
    senderId: string
    recipientId: string
  }
  /** Someone has a first message waiting (in their browser) for a person with no key yet. */
  'message.requested': { senderId: string; recipientId: string }
  /** A sealed message was stored in a group or a community chat, sealed for `memberIds`. */
  'group.message.sent': {
    messageId: string
    conversationId: string
    senderId: string
    memberIds: string[]
  }
  /** A group's members, roles or title changed; `userIds`: its members and anyone who just left. */
  'group.changed': { conversationId: string; userIds: string[] }
  /** An inbox row was written or a grouped one grew: it is unread. */
  'notification.created': { notificationId: string; userId: string; kind: NotificationKind }
  /**
   * Live events were stored for these people (`live_events` ids): every instance's socket
   * hub sends them on to the recipients' sockets. Raised once, by the instance that stored.
   */
  'live.stored': { recipients: { userId: string; id: number }[] }
}

export type PostChange = 'text' | 'pin' | 'moderation' | 'poll' | 'linkPreview'

export type EventType = keyof AppEvents

export type AppEvent<T extends EventType = EventType> = {
  [K in T]: { type: K; data: AppEvents[K] }
}[T]

/** Everything that changes what a feed page shows: its posts, their counts, their authors. */
export const FEED_EVENTS = [
  'post.created',
  'post.updated',
  'post.deleted',
  'comment.created',
  'comment.deleted',
  'reaction.changed',
  'repost.changed',
  'user.changed',
] as const satisfies readonly EventType[]

/** The events that change what a shared market read shows (`marketTagsChangedBy`). */
export const MARKET_EVENTS = [
  'listing.changed',
  'order.changed',
  'bookmark.changed',
  'kyc.decided',
  'user.changed',
] as const satisfies readonly EventType[]
