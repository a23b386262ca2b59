import { t } from '../../i18n/i18n.ts'
import { useInfiniteScroll } from '../../lib/useInfiniteScroll.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { CommunityCard } from '../communities/CommunityCard.tsx'
import { CommunityListSkeleton } from '../communities/CommunityListSkeleton.tsx'
import { useCommunities } from '../communities/data.ts'
import '../communities/Communities.css'

/** The communities a user belongs to, most members first, on their page. */
export function UserCommunities({ handle }: { handle: string }) {
  const list = useCommunities({ person: handle })
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  )
  if (list.isPending) return <CommunityListSkeleton rows={3} />
  if (list.isError && !list.data)
    return (
      <LoadError
        title={t('users.person.communitiesError')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    )
  const communities = list.data.pages.flatMap((page) => page.data)
  if (communities.length === 0)
    return <EmptyState icon="users" title={t('users.person.noCommunities')} />
  return (
    <>
      <ul className="community-list" aria-label={t('users.person.communitiesLabel', { handle })}>
        {communities.map((community) => (
          <CommunityCard key={community.id} community={community} />
        ))}
      </ul>
      {isFetchingNextPage && <CommunityListSkeleton rows={2} />}
      <div ref={sentinel} aria-hidden="true" />
    </>
  )
}
