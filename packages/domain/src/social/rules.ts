export const REACTION_TYPES = ['like', 'love', 'fire', 'rocket', 'laugh', 'sad'] as const
export type ReactionType = (typeof REACTION_TYPES)[number]

export const POST_MAX_LENGTH = 5000
export const COMMENT_MAX_LENGTH = 2000
export const POST_MAX_IMAGES = 4
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const FEED_PAGE_DEFAULT = 20
export const FEED_PAGE_MAX = 50

export const COMMUNITY_ROLES = ['member', 'moderator', 'admin'] as const
export type CommunityRole = (typeof COMMUNITY_ROLES)[number]
export const COMMUNITY_NAME_MIN = 3
export const COMMUNITY_NAME_MAX = 60
export const COMMUNITY_DESCRIPTION_MAX = 1000
export const COMMUNITY_RULES_MAX = 20
export const COMMUNITY_RULE_MAX = 300
/** A community's listing approvals: at most this many votes, open at most 30 days. */
export const LISTING_APPROVAL_QUORUM_MAX = 1_000_000
export const LISTING_APPROVAL_HOURS_MAX = 24 * 30

/** What a post may quote: another post, a community's proposal, a listing. */
export const QUOTE_KINDS = ['post', 'proposal', 'listing'] as const
export type QuoteKind = (typeof QUOTE_KINDS)[number]
/** How much of a quoted item's text its card carries. */
export const QUOTE_PREVIEW_MAX_LENGTH = 280

export const FEED_SCOPES = ['all', 'following', 'community'] as const
export const FEED_SORTS = ['latest', 'trending'] as const
/** A community's URL name: lower-case words joined by hyphens. */
export function slugify(name: string) {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'community'
  )
}
