import type { InboxNotification, PushPayload } from '@agora/domain'

/**
 * What a push says: ids, the page to open and a short line in English (the push text is
 * read on a lock screen, not in the app's language switch). Never the content itself:
 * a post's words or a message stay in the app.
 */
export function pushPayload(
  notification: InboxNotification,
  actorHandle: string | null,
): PushPayload {
  const who = actorHandle ? `@${actorHandle}` : 'Someone'
  const { title, body, path } = describe(notification, who)
  return { notificationId: notification.id, kind: notification.kind, title, body, path }
}

function describe(n: InboxNotification, who: string) {
  const postPath = (postId: string) => `/?post=${encodeURIComponent(postId)}`
  switch (n.kind) {
    case 'reply':
      return {
        title: 'New reply',
        body: `${who} replied to your post`,
        path: postPath(n.data.postId),
      }
    case 'mention':
      return { title: 'New mention', body: `${who} mentioned you`, path: postPath(n.data.postId) }
    case 'reaction':
      return {
        title: 'New reactions',
        body: `${n.data.count} ${n.data.count === 1 ? 'person' : 'people'} reacted to your post`,
        path: postPath(n.data.postId),
      }
    case 'repost':
      return {
        title: 'New reposts',
        body: `${n.data.count} ${n.data.count === 1 ? 'person' : 'people'} reposted your post`,
        path: postPath(n.data.postId),
      }
    case 'quote':
      return { title: 'New quote', body: `${who} quoted your post`, path: postPath(n.data.postId) }
    case 'follower':
      return { title: 'New follower', body: `${who} followed you`, path: '/notifications' }
    case 'membership':
      return {
        title: 'Community role',
        body: n.data.role ? `Your role is now ${n.data.role}` : 'You left a community',
        path: `/dao/${encodeURIComponent(n.data.communityId)}`,
      }
    case 'order':
      return {
        title: 'Order update',
        body: `An order you ${n.data.role === 'buyer' ? 'placed' : 'sold'} is now ${n.data.status}`,
        path: `/orders/${encodeURIComponent(n.data.orderId)}`,
      }
    case 'review':
      return {
        title: 'New review',
        body: `${who} reviewed an order`,
        path: `/orders/${encodeURIComponent(n.data.orderId)}`,
      }
    case 'kyc':
      return {
        title: 'Verification',
        body:
          n.data.status === 'verified'
            ? 'Your identity is verified'
            : 'Your verification was not accepted',
        path: '/account/verification',
      }
    case 'proposal':
      return {
        title: n.data.event === 'opened' ? 'New proposal' : 'Vote closing soon',
        body:
          n.data.event === 'opened'
            ? 'A proposal opened in your community'
            : 'A proposal in your community closes within a day',
        path: `/proposals/${encodeURIComponent(n.data.proposalId)}`,
      }
    case 'proposalOutcome':
      return {
        title: 'Vote closed',
        body: `A vote in your community ${n.data.outcome === 'passed' ? 'passed' : n.data.outcome === 'rejected' ? 'was rejected' : 'did not reach its quorum'}`,
        path: `/proposals/${encodeURIComponent(n.data.proposalId)}`,
      }
    case 'offer':
      return {
        title: 'Offer update',
        body:
          n.data.role === 'seller'
            ? `An offer on your listing is now ${n.data.status}`
            : `Your offer is now ${n.data.status}`,
        path: '/offers',
      }
    case 'savedSearch':
      return {
        title: 'New listing',
        body: 'A new listing matches one of your saved searches',
        path: `/market/${encodeURIComponent(n.data.listingId)}`,
      }
    case 'messageRequest':
      return {
        title: 'A message waits for you',
        body: `${who} wants to message you: set up messages to read it`,
        path: '/messages',
      }
  }
}
