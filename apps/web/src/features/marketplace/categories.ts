import type { LISTING_CATEGORIES } from '@agora/domain'
import { t } from '../../i18n/i18n.ts'

export type ListingCategory = (typeof LISTING_CATEGORIES)[number]

/** "Art", "Collectibles"… in the active language. */
export const categoryLabel = (category: ListingCategory) => t(`listings.category.${category}`)
