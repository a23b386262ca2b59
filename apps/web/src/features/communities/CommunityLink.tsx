import { navigationHref } from '@agora/domain'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { communityQueryOptions } from './data.ts'

export const communityHref = (idOrSlug: string, postId: string | null = null) =>
  navigationHref({ activeView: 'community', activeCommunity: idOrSlug, activePost: postId }, 'dao')

/** A link to a community by name (its slug in the address), once the name is known. */
export function CommunityLink({ communityId }: { communityId: string }) {
  const community = useQuery(communityQueryOptions(communityId))
  const { data } = community
  return (
    <Link to={communityHref(data?.slug ?? communityId)}>
      <bdi>{data?.name ?? t('communities.link.fallback')}</bdi>
    </Link>
  )
}
