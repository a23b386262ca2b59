import { type CommunityRef, navigationHref } from '@agora/domain'
import { Link } from 'react-router'

export const communityHref = (idOrSlug: string, postId: string | null = null) =>
  navigationHref({ activeView: 'community', activeCommunity: idOrSlug, activePost: postId }, 'dao')

/** A link to a community by its name, with its slug in the address. */
export function CommunityLink({ community }: { community: CommunityRef }) {
  return (
    <Link to={communityHref(community.slug)}>
      <bdi>{community.name}</bdi>
    </Link>
  )
}
