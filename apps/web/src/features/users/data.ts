import type { PublicUser } from '@agora/domain'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import { FEED_KEY } from '../../lib/postCache.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { userKeys } from './userKeys.ts'

const userPath = (address: string): `/api/${string}` => `/api/users/${encodeURIComponent(address)}`

export const userProfileQueryOptions = (address: string) =>
  queryOptions({
    queryKey: userKeys.detail(address),
    queryFn: async ({ signal }) =>
      (await apiFetch<DataResponse<PublicUser>>(userPath(address), { signal })).data,
  })

export function useUserProfile(address: string | null) {
  return useQuery({ ...userProfileQueryOptions(address ?? ''), enabled: Boolean(address) })
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
        await apiFetch<DataResponse<PublicUser>>(`${userPath(address)}/follow`, {
          method: follow ? 'POST' : 'DELETE',
          headers: follow ? idempotencyHeaders(idempotencyKey) : {},
        })
      ).data,
    onSuccess: (profile, { address }) => {
      queryClient.setQueryData(userKeys.detail(address), profile)
      // the viewer's own following count and following feed changed too
      void queryClient.invalidateQueries({
        queryKey: userKeys.all,
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
        await apiFetch<DataResponse<PublicUser>>(userPath(address), {
          method: 'PUT',
          body: { bio },
        })
      ).data,
    onSuccess: (profile, { address }) =>
      queryClient.setQueryData(userKeys.detail(address), profile),
  })
}

export type IdentityChange = {
  handle?: string
  displayName: string | null
  bio: string | null
  avatar: string | null
}

/**
 * Changes who the person appears as (handle, name, picture, bio). By wallet, or by id for an
 * e-mail account; every cached post, comment and profile then shows the new look.
 */
export function useUpdateIdentity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ person, change }: { person: string; change: IdentityChange }) =>
      (
        await apiFetch<DataResponse<PublicUser>>(userPath(person), {
          method: 'PUT',
          body: change,
        })
      ).data,
    onSuccess: (profile) => {
      if (profile.address) queryClient.setQueryData(userKeys.detail(profile.address), profile)
      // posts, comments and member lists carry authors: read them again
      void queryClient.invalidateQueries()
    },
  })
}
