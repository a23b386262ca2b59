import type { User } from '@agora/domain'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
// loaded up front: AuthProvider imports it lazily, and a test file that ends first would tear
// the environment down under that import (an unhandled rejection in CI run 12)
import '../../../lib/cacheSession/followAccount.ts'
import { createQueryClient } from '../../../lib/queryClient.ts'
import { Web3Context, type Web3State } from '../../../lib/Web3Context.ts'
import type { AccountActions } from '../AccountContext.ts'
import type { AuthState } from '../AuthContext.ts'
import { AuthProvider } from '../AuthProvider.tsx'
import { useAccount } from '../useAccount.ts'
import { useAuth } from '../useAuth.ts'

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '7d3f2a1e-0000-4000-8000-000000000001',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    handle: 'user_0xf39f',
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
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    preferences: {},
    privacySettings: {},
    ...overrides,
  }
}

export const kycNone = {
  success: true,
  status: 'none',
  tier: null,
  submittedAt: null,
  reviewedAt: null,
  reason: null,
} as const

/**
 * Renders `AuthProvider` under a given wallet state, with optional `children` beside the probe;
 * `current()` reads what it supplies.
 */
export function renderAuth(web3: Web3State, children?: ReactNode) {
  const queryClient = createQueryClient()
  let latest: { auth: AuthState; account: AccountActions } | null = null
  function Capture() {
    latest = { auth: useAuth(), account: useAccount() }
    return null
  }
  const tree = (wallet: Web3State) => (
    <QueryClientProvider client={queryClient}>
      <Web3Context.Provider value={wallet}>
        <AuthProvider>
          <Capture />
          {children}
        </AuthProvider>
      </Web3Context.Provider>
    </QueryClientProvider>
  )
  const result = render(tree(web3))
  return {
    current() {
      if (!latest) throw new Error('AuthProvider did not render')
      return latest
    },
    rerenderWith: (wallet: Web3State) => result.rerender(tree(wallet)),
  }
}
