import type { LISTING_CATEGORIES } from '@agora/domain'

export type ListingCategory = (typeof LISTING_CATEGORIES)[number]

export const CATEGORY_LABELS: Record<ListingCategory, string> = {
  art: 'Art',
  collectibles: 'Collectibles',
  crafts: 'Crafts',
  electronics: 'Electronics',
  fashion: 'Fashion',
  home: 'Home',
  books: 'Books',
  music: 'Music',
  services: 'Services',
  digital: 'Digital',
  other: 'Other',
}
