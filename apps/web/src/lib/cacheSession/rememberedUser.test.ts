import { describe, expect, it } from 'vitest'
import { testUser } from '../../features/auth/test/renderAuth.tsx'
import type { StoredCacheSession } from './cacheSessionStore.ts'
import { knownAccountOf } from './knownAccount.ts'
import { rememberedUser } from './rememberedUser.ts'

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`

const user = testUser({ email: 'ada@example.com', kycStatus: 'verified', displayName: 'Ada' })
const NOW = 1_800_000_000_000

const stored = (overrides: Partial<StoredCacheSession['session']> = {}): StoredCacheSession => ({
  session: {
    userId: user.id,
    sessionId: 's1',
    walletAddress: user.address,
    timestamp: NOW - 1000,
    expiresAt: NOW + 1000,
    ...overrides,
  },
  key: {} as CryptoKey,
  account: knownAccountOf(user),
})

describe('knownAccountOf', () => {
  it('keeps the public profile and settings but never the e-mail or the KYC status', () => {
    const account = knownAccountOf(user)
    expect(account).toMatchObject({ id: user.id, handle: user.handle, displayName: 'Ada' })
    expect(JSON.stringify(account)).not.toContain('ada@example.com')
    expect(account).not.toHaveProperty('email')
    expect(account).not.toHaveProperty('kycStatus')
  })
})

describe('rememberedUser', () => {
  it('gives back the account the stored token belongs to, without its e-mail', () => {
    const remembered = rememberedUser(stored(), jwt({ sub: user.id }), NOW)
    expect(remembered).toMatchObject({ id: user.id, handle: user.handle, displayName: 'Ada' })
    expect(remembered?.email).toBeNull()
    expect(remembered?.kycStatus).toBe('none')
  })

  it("never gives a token another account's profile", () => {
    expect(rememberedUser(stored(), jwt({ sub: 'someone-else' }), NOW)).toBeNull()
    expect(rememberedUser(stored(), 'not-a-jwt', NOW)).toBeNull()
  })

  it('remembers nothing once the cache session has expired, or when none is kept', () => {
    expect(rememberedUser(stored({ expiresAt: NOW }), jwt({ sub: user.id }), NOW)).toBeNull()
    expect(rememberedUser(null, jwt({ sub: user.id }), NOW)).toBeNull()
    const { account: _, ...withoutAccount } = stored()
    expect(rememberedUser(withoutAccount, jwt({ sub: user.id }), NOW)).toBeNull()
  })
})
