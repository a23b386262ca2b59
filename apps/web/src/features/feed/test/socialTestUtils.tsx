import type { Post, User } from '@agora/domain'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { ModalTargetsProvider } from '../../../app/ModalTargetsProvider.tsx'
import { NavigationProvider } from '../../../app/NavigationProvider.tsx'
import { Toaster } from '../../../app/Toaster.tsx'
import { ToastProvider } from '../../../app/ToastProvider.tsx'
import { createQueryClient } from '../../../lib/queryClient.ts'
import { AuthContext, type AuthState } from '../../auth/AuthContext.ts'

export const viewer: User = {
  id: 'user-1',
  address: '0x1234567890abcdef1234567890abcdef12345678',
  handle: 'alice',
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
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  preferences: {} as User['preferences'],
  privacySettings: {} as User['privacySettings'],
}

export function fakeAuth(signedIn: boolean, overrides: Partial<AuthState> = {}): AuthState {
  return {
    status: signedIn ? 'authenticated' : 'unauthenticated',
    user: signedIn ? viewer : null,
    isAuthenticated: signedIn,
    isOfflineSession: false,
    isUnconfirmedSession: false,
    kycStatus: null,
    isModerator: false,
    isAdmin: false,
    isSuperAdmin: false,
    requestSignIn: vi.fn(),
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    refreshUser: vi.fn(),
    ...overrides,
  }
}

let sequence = 0
export function makePost(overrides: Partial<Post> = {}): Post {
  sequence += 1
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    author: {
      id: 'user-2',
      address: '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd',
      handle: 'bob',
      displayName: null,
      ens: null,
      avatar: null,
    },
    content: `post ${sequence}`,
    communityId: null,
    community: null,
    media: [],
    createdAt: '2025-01-02T03:04:05Z',
    editedAt: null,
    pinned: false,
    commentCount: 0,
    repostCount: 0,
    viewerReposted: false,
    quote: null,
    reactions: {},
    viewerReactions: [],
    viewerBookmarked: false,
    linkPreview: null,
    poll: null,
    ...overrides,
  }
}

type Handler = (request: {
  url: URL
  method: string
  init: RequestInit | undefined
}) => Response | Promise<Response>

/**
 * Answers the app's fetch calls with the first route whose method and path match; anything
 * else is a 404 in the API's error shape. Returns the mock to inspect the calls.
 */
export function stubApi(routes: [method: string, path: RegExp, handler: Handler][]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const route = routes.find(([m, path]) => m === method && path.test(url.pathname))
    if (!route)
      return Response.json(
        { success: false, error: 'Not found', code: 'NOT_FOUND' },
        { status: 404 },
      )
    return route[2]({ url, method, init })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

export function renderSocial(
  ui: ReactNode,
  { auth = fakeAuth(false), route = '/' }: { auth?: AuthState; route?: string } = {},
) {
  const queryClient = createQueryClient()
  // failures show at once in tests; the retry timing has its own test (lib/queryClient)
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  })
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthContext value={auth}>
          <MemoryRouter initialEntries={[route]}>
            <NavigationProvider>
              <ModalTargetsProvider>
                {ui}
                <Toaster />
              </ModalTargetsProvider>
            </NavigationProvider>
          </MemoryRouter>
        </AuthContext>
      </ToastProvider>
    </QueryClientProvider>,
  )
  return { ...result, queryClient }
}

/** An IntersectionObserver the test triggers: `intersect()` reports every target visible. */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>()
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] }
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] }
      observers.add(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
    }
    disconnect() {
      observers.delete(this.entry)
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    intersect() {
      for (const { callback, targets } of [...observers]) {
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        )
      }
    },
  }
}
