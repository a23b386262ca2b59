import type { Author, SearchResults as Results, SearchType, TagCount } from '@agora/domain'
import { Link } from 'react-router'
import { formatNumber } from '../../i18n/format.ts'
import { t } from '../../i18n/i18n.ts'
import { displayName, shortAddress } from '../../lib/shortAddress.ts'
import { useInfiniteScroll } from '../../lib/useInfiniteScroll.ts'
import { userHref } from '../../lib/userHref.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { PostCardSkeleton } from '../../ui/PostCardSkeleton.tsx'
import { CommunityCard } from '../communities/CommunityCard.tsx'
import { ListingCard } from '../marketplace/ListingCard.tsx'
import { PostItem } from '../posts/PostItem.tsx'
import { useSearchResults } from './data.ts'
import '../communities/Communities.css'
import '../marketplace/Listings.css'
import { Ltr } from '../../ui/Ltr.tsx'

/** One kind of result for `q`, as that kind is shown elsewhere, paged as one scrolls. */
export function SearchResults({ type, q }: { type: SearchType; q: string }) {
  const search = useSearchResults(type, q)
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = search
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  )
  if (search.isPending)
    return (
      <div className="post-list" role="status" aria-label={t('app.search.loading')}>
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    )
  if (search.isError && !search.data)
    return (
      <LoadError
        title={t('app.search.error')}
        error={search.error}
        onRetry={() => void search.refetch()}
      />
    )
  const items = search.data.pages.flatMap((page) => page.data)
  if (items.length === 0) return <EmptyState icon="search" title={t('app.search.nothing', { q })} />
  const label = t('app.search.results', { q, type: t(`app.search.type.${type}`) })
  return (
    <>
      <ResultList type={type} items={items} label={label} />
      {isFetchingNextPage && <PostCardSkeleton />}
      <div ref={sentinel} aria-hidden="true" />
    </>
  )
}

function ResultList({
  type,
  items,
  label,
}: {
  type: SearchType
  items: Results[SearchType][]
  label: string
}) {
  switch (type) {
    case 'posts':
      return (
        <div role="feed" aria-label={label} className="post-list">
          {(items as Results['posts'][]).map((post) => (
            <PostItem key={post.id} post={post} />
          ))}
        </div>
      )
    case 'people':
      return (
        <ul aria-label={label} className="search-users">
          {(items as Author[]).map((user) => (
            <li key={user.id}>
              <Link className="search-user" to={userHref(user.handle)}>
                <Avatar user={user} size={40} />
                <span className="search-user__name">
                  <bdi>{displayName(user)}</bdi>
                  <span className="search-user__detail">
                    <Ltr>@{user.handle}</Ltr>
                    {user.address && (
                      <>
                        {' · '}
                        <Ltr>{shortAddress(user.address)}</Ltr>
                      </>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )
    case 'communities':
      return (
        <ul aria-label={label} className="community-list">
          {(items as Results['communities'][]).map((community) => (
            <CommunityCard key={community.id} community={community} />
          ))}
        </ul>
      )
    case 'listings':
      return (
        <ul aria-label={label} className="listing-grid">
          {(items as Results['listings'][]).map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </ul>
      )
    case 'tags':
      return (
        <ul aria-label={label} className="search-tags">
          {(items as TagCount[]).map(({ tag, postCount }) => (
            <li key={tag}>
              <Link className="search-tag" to={`/?${new URLSearchParams({ tag })}`}>
                <bdi>#{tag}</bdi>
                <span>
                  {t('app.search.postCount', {
                    count: postCount,
                    formatted: formatNumber(postCount),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )
  }
}
