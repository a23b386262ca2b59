import { cx } from './cx.ts'
import { Icon } from './Icon.tsx'
import './BookmarkButton.css'

interface BookmarkButtonProps {
  /** the button's one name; its pressed state says whether the item is bookmarked */
  label: string
  bookmarked: boolean
  onToggle: () => void
  disabled?: boolean
  /** beside the icon, for roomier places than a post's footer */
  showLabel?: boolean
}

/** A toggle that keeps an item in the viewer's bookmarks; filled while it is kept. */
export function BookmarkButton({
  label,
  bookmarked,
  onToggle,
  disabled = false,
  showLabel = false,
}: BookmarkButtonProps) {
  return (
    <button
      type="button"
      className={cx('bookmark-toggle', showLabel && 'bookmark-toggle--labelled')}
      aria-pressed={bookmarked}
      aria-label={showLabel ? undefined : label}
      title={label}
      disabled={disabled}
      onClick={onToggle}
    >
      <Icon name="bookmark" size={16} filled={bookmarked} />
      {showLabel && <span>{label}</span>}
    </button>
  )
}
