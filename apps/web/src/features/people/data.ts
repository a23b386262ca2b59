import type { Profile } from '@agora/domain'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import { FEED_KEY } from '../../lib/postCache.ts'
import type { DataResponse } from '../../lib/responses.ts'

export const profileKeys = {
  all: ['profiles'] as const,
  detail: (address: string) => ['profiles', address.toLowerCase()] as const,
}

const profilePath = (address: string): `/api/${string}` =>
  `/api/users/${encodeURIComponent(address)}`

export const profileQueryOptions = (address: string) =>
  queryOptions({
    queryKey: profileKeys.detail(address),
    queryFn: async ({ signal }) =>
      (await apiFetch<DataResponse<Profile>>(profilePath(address), { signal })).data,
  })

export function useProfile(address: string | null) {
  return useQuery({ ...profileQueryOptions(address ?? ''), enabled: Boolean(address) })
}

export function useFollow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      address,
      follow,
      idempotencyKey,
    }: Keyed<{ address: string; follow: boolean }>) =>
      (
        await apiFetch<DataResponse<Profile>>(`${profilePath(address)}/follow`, {
          method: follow ? 'POST' : 'DELETE',
          headers: follow ? idempotencyHeaders(idempotencyKey) : {},
        })
      ).data,
    onSuccess: (profile, { address }) => {
      queryClient.setQueryData(profileKeys.detail(address), profile)
      // the viewer's own following count and following feed changed too
      void queryClient.invalidateQueries({
        queryKey: profileKeys.all,
        predicate: (query) => query.queryKey[1] !== address.toLowerCase(),
      })
      void queryClient.invalidateQueries({
        queryKey: FEED_KEY,
        predicate: (query) => (query.queryKey[1] as { scope?: string })?.scope === 'following',
      })
    },
  })
}

export function useUpdateBio() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ address, bio }: { address: string; bio: string | null }) =>
      (
        await apiFetch<DataResponse<Profile>>(profilePath(address), {
          method: 'PUT',
          body: { bio },
        })
      ).data,
    onSuccess: (profile, { address }) =>
      queryClient.setQueryData(profileKeys.detail(address), profile),
  })
}
