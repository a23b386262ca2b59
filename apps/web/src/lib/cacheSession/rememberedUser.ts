import type { User } from '@agora/domain'
import { bearerSubject } from '../../sw/bearerSubject.ts'
import type { StoredCacheSession } from './cacheSessionStore.ts'
import { userFromKnownAccount } from './knownAccount.ts'

/**
 * The account this browser last saw signed in with `token`, from its unexpired cache session;
 * null when the token names someone else or nothing is remembered.
 */
export function rememberedUser(
  stored: StoredCacheSession | null,
  token: string,
  now: number,
): User | null {
  if (!stored?.account || stored.session.expiresAt <= now) return null
  const owner = stored.session.userId
  if (stored.account.id !== owner || bearerSubject(`Bearer ${token}`) !== owner) return null
  return userFromKnownAccount(stored.account)
}
