import type { PublicUser } from '@agora/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from './api.ts'
import type { DataResponse } from './responses.ts'
import { userKeys } from './userKeys.ts'

/** `/api/users/{@handle, address or id}`: where a user is read and changed. */
export const userPath = (address: string): `/api/${string}` =>
  `/api/users/${encodeURIComponent(address)}`

export const userQueryOptions = (address: string) =>
  queryOptions({
    queryKey: userKeys.detail(address),
    queryFn: async ({ signal }) =>
      (await apiFetch<DataResponse<PublicUser>>(userPath(address), { signal })).data,
  })

/** A user as others see them (by @handle, address or id); nothing is asked for null. */
export function useUser(address: string | null) {
  return useQuery({ ...userQueryOptions(address ?? ''), enabled: Boolean(address) })
}
