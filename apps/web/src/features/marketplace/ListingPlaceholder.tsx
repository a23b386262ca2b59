import type { LISTING_CATEGORIES } from '@agora/domain'
import type { CSSProperties } from 'react'
import { categoryLabel } from './categories.ts'

type ListingCategory = (typeof LISTING_CATEGORIES)[number]

// one hue per category, so a grid of listings without photos is not a wall of one colour
const CATEGORY_HUES: Record<ListingCategory, number> = {
  art: 330,
  collectibles: 42,
  crafts: 24,
  electronics: 205,
  fashion: 300,
  home: 150,
  books: 265,
  music: 350,
  services: 185,
  digital: 230,
  other: 215,
}

/** What a listing without photos shows: its category on a tinted tile, with a photo glyph. */
export function ListingPlaceholder({ category }: { category: ListingCategory }) {
  return (
    <span
      className="listing-placeholder"
      style={{ '--placeholder-hue': CATEGORY_HUES[category] } as CSSProperties}
      aria-hidden="true"
    >
      <svg
        width="36"
        height="36"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm-1 11 5-5 4 4 2-2 7 6M15.5 9.5h.01" />
      </svg>
      <span>{categoryLabel(category)}</span>
    </span>
  )
}
