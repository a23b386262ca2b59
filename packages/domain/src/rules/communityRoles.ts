import type { CommunityRole } from '../social/rules.ts'
import { hasRole, type Role } from './roles.ts'

const RANK: Record<CommunityRole, number> = { member: 0, moderator: 1, admin: 2 }

/** True when a member's community role ranks at or above `required`; non-members never do. */
export function hasCommunityRole(
  role: CommunityRole | null | undefined,
  required: CommunityRole,
): role is CommunityRole {
  return role != null && RANK[role] >= RANK[required]
}

export function canModerateCommunity(role: CommunityRole | null | undefined) {
  return hasCommunityRole(role, 'moderator')
}

/** Who is asking to remove a post or comment, and where it was written. */
export type ContentRemoval = {
  viewer: { id: string; role: Role } | null
  authorId: string
  /** The viewer's role in the community the content belongs to; null outside communities. */
  communityRole: CommunityRole | null
  inCommunity: boolean
}

/** Its author, a moderator of its community, or a platform moderator may remove content. */
export function canRemoveContent({ viewer, authorId, communityRole, inCommunity }: ContentRemoval) {
  if (viewer === null) return false
  return (
    viewer.id === authorId ||
    hasRole(viewer.role, 'moderator') ||
    (inCommunity && canModerateCommunity(communityRole))
  )
}
