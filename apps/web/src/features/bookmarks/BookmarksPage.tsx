import { BOOKMARK_KINDS, type Bookmark, type BookmarkKind } from '@agora/domain'
import { useSearchParams } from 'react-router'
import { t } from '../../i18n/i18n.ts'
import { useInfiniteScroll } from '../../lib/useInfiniteScroll.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FeedTabs } from '../../ui/FeedTabs.tsx'
import { LoadError } from '../../ui/LoadError.tsx'
import { PostCardSkeleton } from '../../ui/PostCardSkeleton.tsx'
import { RequireSession } from '../auth/RequireSession.tsx'
import { useAuth } from '../auth/useAuth.ts'
import { useNow } from '../proposals/useNow.ts'
import { BookmarkItem } from './BookmarkItem.tsx'
import { useBookmarks } from './data.ts'
import '../marketplace/Listings.css'
import './Bookmarks.css'

type Tab = 'all' | BookmarkKind

const bookmarkKey = (bookmark: Bookmark) =>
  `${bookmark.kind}-${
    bookmark.kind === 'post'
      ? bookmark.post.id
      : bookmark.kind === 'listing'
        ? bookmark.listing.id
        : bookmark.proposal.id
  }`

const kindOf = (value: string | null): BookmarkKind | null =>
  BOOKMARK_KINDS.find((kind) => kind === value) ?? null

/** `/bookmarks`: what the viewer kept, newest first, all together or one kind per tab. */
export function BookmarksPage() {
  return (
    <RequireSession title={t('bookmarks.title')}>
      <BookmarkList />
    </RequireSession>
  )
}

function BookmarkList() {
  const { isAuthenticated } = useAuth()
  const [params, setParams] = useSearchParams()
  const kind = kindOf(params.get('kind'))
  const tab: Tab = kind ?? 'all'
  const bookmarks = useBookmarks(kind, isAuthenticated)
  const now = useNow()
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = bookmarks
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  )
  const items = bookmarks.data?.pages.flatMap((page) => page.data) ?? []
  const tabs = (['all', ...BOOKMARK_KINDS] as const).map((id) => ({
    id,
    label: t(`bookmarks.tabs.${id}`),
  }))

  return (
    <div className="view bookmarks">
      <header className="view__header">
        <h1>{t('bookmarks.title')}</h1>
      </header>
      <FeedTabs
        label={t('bookmarks.tabs.label')}
        tabs={tabs}
        value={tab}
        onChange={(next) => setParams(next === 'all' ? {} : { kind: next }, { replace: true })}
      />
      {bookmarks.isPending && (
        <div className="bookmarks__list" role="status" aria-label={t('bookmarks.loading')}>
          <PostCardSkeleton />
        </div>
      )}
      {bookmarks.isError && (
        <LoadError
          title={t('bookmarks.loadError')}
          error={bookmarks.error}
          onRetry={() => void bookmarks.refetch()}
        />
      )}
      {bookmarks.isSuccess && items.length === 0 && (
        <EmptyState icon="bookmark" title={t('bookmarks.empty.title')}>
          {t(`bookmarks.empty.${tab}`)}
        </EmptyState>
      )}
      {items.length > 0 && (
        <ol className="bookmarks__list" aria-label={t(`bookmarks.tabs.${tab}`)}>
          {items.map((bookmark) => (
            <li key={bookmarkKey(bookmark)} className="bookmarks__item">
              <BookmarkItem bookmark={bookmark} now={now} />
            </li>
          ))}
        </ol>
      )}
      <div ref={sentinel} />
      {isFetchingNextPage && <PostCardSkeleton />}
    </div>
  )
}
