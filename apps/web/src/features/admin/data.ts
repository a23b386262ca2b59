import type { KycDecision, KycQueueItem, KycStatusResponse, Role, User } from '@agora/domain'
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'

export type UsersPage = { success: true; data: User[]; nextCursor: string | null }
export type AuditEntry = {
  id: string
  actorId: string | null
  action: string
  targetId: string | null
  details: unknown
  createdAt: string
}
export type UserChange = { role?: Role; isSuspended?: boolean }

const adminKeys = {
  all: ['admin'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  kyc: ['admin', 'kyc'] as const,
  audit: ['admin', 'audit'] as const,
}

export const adminUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams()
      if (q) params.set('q', q)
      if (pageParam) params.set('cursor', pageParam)
      return apiFetch<UsersPage>(`/api/admin/users?${params}`, { signal })
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    // the list stays in place while a new search loads, instead of flashing to a skeleton
    placeholderData: keepPreviousData,
  })

export function useAdminUsers(q: string) {
  return useInfiniteQuery(adminUsersQueryOptions(q))
}

export function useKycQueue() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.kyc,
      queryFn: ({ signal }) =>
        apiFetch<{ success: true; data: KycQueueItem[] }>('/api/admin/kyc', { signal }),
      select: (reply) => reply.data,
      staleTime: 0,
    }),
  )
}

export function useAuditLog() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.audit,
      queryFn: ({ signal }) =>
        apiFetch<{ success: true; data: AuditEntry[] }>('/api/admin/audit', { signal }),
      select: (reply) => reply.data,
      staleTime: 0,
    }),
  )
}

/** PATCH /api/admin/users/:id — suspend, reinstate or change a role. */
export function useChangeUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: UserChange }) =>
      apiFetch<{ success: true; data: User }>(`/api/admin/users/${userId}`, {
        method: 'PATCH',
        body: change,
      }),
    // a refused change (403, 409) will not pass on a second try
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/** POST /api/admin/kyc/:userId/decision — approve, or reject with a reason. */
export function useKycDecision() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: KycDecision }) =>
      apiFetch<KycStatusResponse>(`/api/admin/kyc/${userId}/decision`, {
        method: 'POST',
        body: decision,
      }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
