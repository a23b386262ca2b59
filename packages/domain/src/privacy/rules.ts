import { hasRole, type Role } from '../rules/roles.ts'

/** The privacy settings that shape what others see of a person (all optional: defaults are public). */
export type PrivacyRules = {
  profileVisibility?: 'public' | 'members' | 'private' | undefined
  showWalletAddress?: boolean | undefined
  showActivity?: boolean | undefined
}

/** Who is looking: null when anonymous. */
export type Audience = { userId: string; role: Role } | null

/** What of a person `audience` may see. */
export type UserVisibility = {
  /** bio, avatar, ENS name: the profile itself */
  profile: boolean
  address: boolean
  /** follower, following and post counts */
  activity: boolean
}

/**
 * The one privacy rule for every read path (profiles, post and comment authors, member
 * lists): the person and admins see everything; others see a "members" profile only when
 * signed in, a "private" one never, the wallet address and activity only if shown.
 */
export function userVisibility(
  userId: string,
  settings: PrivacyRules | null | undefined,
  audience: Audience,
): UserVisibility {
  if (audience && (audience.userId === userId || hasRole(audience.role, 'admin')))
    return { profile: true, address: true, activity: true }
  const visibility = settings?.profileVisibility ?? 'public'
  const profile = visibility === 'public' || (visibility === 'members' && audience !== null)
  return {
    profile,
    address: profile && settings?.showWalletAddress !== false,
    activity: profile && settings?.showActivity !== false,
  }
}
