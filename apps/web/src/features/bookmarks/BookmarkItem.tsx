import type { Bookmark, Listing } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'
import { errorMessage } from '../../lib/errorMessage.ts'
import { BookmarkButton } from '../../ui/BookmarkButton.tsx'
import { useToast } from '../../ui/useToast.ts'
import { useFavoriteListing } from '../marketplace/data.ts'
import { ListingCard } from '../marketplace/ListingCard.tsx'
import { PostItem } from '../posts/PostItem.tsx'
import { ProposalBookmark } from '../proposals/ProposalBookmark.tsx'
import { ProposalCard } from '../proposals/ProposalCard.tsx'

/** One bookmark, shown as its kind is shown everywhere else, with its toggle to let it go. */
export function BookmarkItem({ bookmark, now }: { bookmark: Bookmark; now: number }) {
  if (bookmark.kind === 'post') return <PostItem post={bookmark.post} />
  if (bookmark.kind === 'proposal')
    return (
      <ProposalCard
        proposal={bookmark.proposal}
        now={now}
        footer={<ProposalBookmark proposal={bookmark.proposal} />}
      />
    )
  return <BookmarkedListing listing={bookmark.listing} />
}

/** A listing's bookmark is its favourite: the toggle un-favourites it. */
function BookmarkedListing({ listing }: { listing: Listing }) {
  const { showToast } = useToast()
  const favorite = useFavoriteListing(listing.id)
  return (
    <div className="bookmarks__listing-item">
      <ul className="listing-grid bookmarks__listing">
        <ListingCard listing={listing} />
      </ul>
      <BookmarkButton
        label={t('bookmarks.button.add')}
        bookmarked={listing.viewerFavorited}
        showLabel
        disabled={favorite.isPending}
        onToggle={() =>
          favorite.mutate(!listing.viewerFavorited, {
            onError: (error) =>
              showToast(t('bookmarks.toast.failed', { error: errorMessage(error) }), {
                type: 'error',
              }),
          })
        }
      />
    </div>
  )
}
