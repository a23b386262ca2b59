import type { CommunityRole } from '@agora/domain'

const ranks: Record<CommunityRole, number> = { member: 0, moderator: 1, admin: 2 }

/** A community moderator or admin: may remove and pin posts and comments there. */
export const isCommunityModerator = (role: CommunityRole | null | undefined) =>
  role != null && ranks[role] >= ranks.moderator
