import type { User } from '@agora/domain'

import { OFFLINE_TOKEN_PREFIX } from '../../lib/authToken.ts'

export type OfflineSession = { token: string; user: User }

/**
 * The local session of spec §8, made when the sign-in server cannot be reached: a token the
 * server never accepts and a plain user. The UI labels it as offline; it is not a login.
 */
export function createOfflineSession(address: string, now = new Date()): OfflineSession {
  const timestamp = now.toISOString()
  return {
    token: `${OFFLINE_TOKEN_PREFIX}${address}_${now.getTime()}`,
    user: {
      id: `mock_${address.toLowerCase()}`,
      address,
      handle: `user_${address.slice(0, 6)}`,
      displayName: null,
      bio: null,
      avatar: null,
      ens: null,
      email: null,
      emailVerified: false,
      kycStatus: 'none',
      role: 'user',
      permissions: [],
      isActive: true,
      isSuspended: false,
      createdAt: timestamp,
      updatedAt: timestamp,
      preferences: {},
      privacySettings: {},
    },
  }
}
