import { navigationHref } from '@agora/domain'
import { communityHref } from '../communities/CommunityLink.tsx'

/**
 * Where a post is read: selected in its community's page, or in the feed when it has no
 * community (or its community is not known yet).
 */
export function postHref(postId: string, communityId: string | null | undefined): string {
  if (communityId) return communityHref(communityId, postId)
  return navigationHref({ activeView: 'feed', activeCommunity: null, activePost: postId }, 'query')
}
