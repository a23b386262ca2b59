import type { User } from '@agora/domain'

/**
 * What this browser remembers of the signed-in person between visits, so an offline start can
 * still show who is signed in: their public profile and settings, never the e-mail, the KYC
 * status or the token.
 */
export type KnownAccount = Pick<
  User,
  | 'id'
  | 'address'
  | 'handle'
  | 'displayName'
  | 'bio'
  | 'avatar'
  | 'ens'
  | 'role'
  | 'permissions'
  | 'isActive'
  | 'isSuspended'
  | 'createdAt'
  | 'updatedAt'
  | 'preferences'
  | 'privacySettings'
>

// named one by one: a field added to User later is not remembered unless it is added here
export function knownAccountOf(user: User): KnownAccount {
  return {
    id: user.id,
    address: user.address,
    handle: user.handle,
    displayName: user.displayName,
    bio: user.bio,
    avatar: user.avatar,
    ens: user.ens,
    role: user.role,
    permissions: user.permissions,
    isActive: user.isActive,
    isSuspended: user.isSuspended,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    preferences: user.preferences,
    privacySettings: user.privacySettings,
  }
}

/** The user the app shows for a remembered account until the server confirms the session. */
export function userFromKnownAccount(account: KnownAccount): User {
  // an account remembered before bios were remembered has none until the server answers
  return {
    ...account,
    bio: account.bio ?? null,
    email: null,
    emailVerified: false,
    kycStatus: 'none',
  }
}
