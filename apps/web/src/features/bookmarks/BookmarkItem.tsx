import type { Bookmark } from '@agora/domain'
import { ListingCard } from '../listings/ListingCard.tsx'
import { PostItem } from '../posts/PostItem.tsx'
import { ProposalCard } from '../proposals/ProposalCard.tsx'

/** One bookmark, shown as its kind is shown everywhere else. */
export function BookmarkItem({ bookmark, now }: { bookmark: Bookmark; now: number }) {
  if (bookmark.kind === 'post') return <PostItem post={bookmark.post} />
  if (bookmark.kind === 'proposal') return <ProposalCard proposal={bookmark.proposal} now={now} />
  return (
    <ul className="listing-grid bookmarks__listing">
      <ListingCard listing={bookmark.listing} />
    </ul>
  )
}
