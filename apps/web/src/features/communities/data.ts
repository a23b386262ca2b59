import type { Community, CommunityRole, CommunitySettingsInput, Member } from '@agora/domain'
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import type { DataResponse, PageResponse } from '../../lib/responses.ts'
import { useAuth } from '../auth/useAuth.ts'

export interface CommunityListFilter {
  q?: string
  /** only the viewer's own communities */
  member?: boolean
  /** only this user's communities (@handle, address or id): their page; the API's `?person=` */
  person?: string
  limit?: number
}

export const communityKeys = {
  all: ['communities'] as const,
  lists: ['communities', 'list'] as const,
  list: (filter: CommunityListFilter) => ['communities', 'list', filter] as const,
  detail: (idOrSlug: string) => ['communities', 'detail', idOrSlug] as const,
  members: (communityId: string) => ['communities', 'members', communityId] as const,
}

function listPath(filter: CommunityListFilter, cursor: string | null): `/api/${string}` {
  const params = new URLSearchParams()
  if (filter.q?.trim()) params.set('q', filter.q.trim())
  if (filter.member) params.set('member', 'true')
  if (filter.person) params.set('person', filter.person)
  if (filter.limit) params.set('limit', String(filter.limit))
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `/api/communities?${query}` : '/api/communities'
}

/** Communities, most members first. */
export const communitiesQueryOptions = (filter: CommunityListFilter) =>
  infiniteQueryOptions({
    queryKey: communityKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<Community>>(listPath(filter, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

export function useCommunities(
  filter: CommunityListFilter,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const auth = useAuth()
  // the viewer's own communities need a session the server knows (not an offline one)
  const hasSession = auth.isAuthenticated && !auth.isOfflineSession
  return useInfiniteQuery({
    ...communitiesQueryOptions(filter),
    enabled: enabled && (!filter.member || hasSession),
  })
}

export const communityQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: communityKeys.detail(idOrSlug),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<DataResponse<Community>>(
          `/api/communities/${encodeURIComponent(idOrSlug)}`,
          { signal },
        )
      ).data,
  })

export function useCommunity(idOrSlug: string | null) {
  return useQuery({ ...communityQueryOptions(idOrSlug ?? ''), enabled: Boolean(idOrSlug) })
}

/** A community changed (joined, left, created): store it under its id and slug, refresh lists. */
function storeCommunity(queryClient: QueryClient, community: Community) {
  queryClient.setQueryData(communityKeys.detail(community.id), community)
  queryClient.setQueryData(communityKeys.detail(community.slug), community)
  void queryClient.invalidateQueries({ queryKey: communityKeys.lists })
  void queryClient.invalidateQueries({ queryKey: communityKeys.members(community.id) })
}

export interface NewCommunity {
  name: string
  description: string
  rules?: string[]
}

export function useCreateCommunity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ idempotencyKey, ...community }: Keyed<NewCommunity>) =>
      (
        await apiFetch<DataResponse<Community>>('/api/communities', {
          method: 'POST',
          body: community,
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).data,
    onSuccess: (community) => storeCommunity(queryClient, community),
  })
}

export function useMembership() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      communityId,
      join,
      idempotencyKey,
    }: Keyed<{ communityId: string; join: boolean }>) =>
      (
        await apiFetch<DataResponse<Community>>(
          `/api/communities/${encodeURIComponent(communityId)}/${join ? 'join' : 'leave'}`,
          { method: 'POST', headers: idempotencyHeaders(idempotencyKey) },
        )
      ).data,
    onSuccess: (community) => storeCommunity(queryClient, community),
  })
}

export const membersQueryOptions = (communityId: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.members(communityId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<Member>>(
        `/api/communities/${encodeURIComponent(communityId)}/members${
          pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''
        }`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

export function useMembers(communityId: string) {
  return useInfiniteQuery(membersQueryOptions(communityId))
}

type AssignableRole = Exclude<CommunityRole, 'admin'>

/** Community admins make members moderators, or moderators members again. */
export function useSetMemberRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      communityId,
      userId,
      role,
    }: {
      communityId: string
      userId: string
      role: AssignableRole
    }) =>
      (
        await apiFetch<DataResponse<{ userId: string; role: AssignableRole }>>(
          `/api/communities/${encodeURIComponent(communityId)}/members/${userId}`,
          { method: 'PATCH', body: { role } },
        )
      ).data,
    onSuccess: ({ userId, role }, { communityId }) =>
      queryClient.setQueryData<InfiniteData<PageResponse<Member>, string | null>>(
        communityKeys.members(communityId),
        (pages) =>
          pages && {
            ...pages,
            pages: pages.pages.map((page) => ({
              ...page,
              data: page.data.map((m) => (m.user.id === userId ? { ...m, role } : m)),
            })),
          },
      ),
  })
}

/** A community admin changes who proposes, how listing approvals are voted, and the token gate. */
export function useUpdateCommunitySettings(communityId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ idempotencyKey, ...settings }: Keyed<CommunitySettingsInput>) =>
      (
        await apiFetch<DataResponse<Community>>(
          `/api/communities/${encodeURIComponent(communityId)}/settings`,
          { method: 'PATCH', body: settings, headers: idempotencyHeaders(idempotencyKey) },
        )
      ).data,
    onSuccess: (community) => storeCommunity(queryClient, community),
  })
}
