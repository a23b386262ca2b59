import type { CommentWithPost, PublicUser } from '@agora/domain'
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import { FEED_KEY } from '../../lib/postCache.ts'
import type { DataResponse, PageResponse } from '../../lib/responses.ts'
import { userKeys } from '../../lib/userKeys.ts'
import { userPath } from '../../lib/useUser.ts'

/** A user's comments, newest first, each with the post it answers: their Replies tab. */
export const userCommentsQueryOptions = (handle: string) =>
  infiniteQueryOptions({
    queryKey: ['comments', 'by', handle] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ author: handle })
      if (pageParam) params.set('cursor', pageParam)
      return apiFetch<PageResponse<CommentWithPost>>(`/api/comments?${params}`, { signal })
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

export const useUserComments = (handle: string) =>
  useInfiniteQuery(userCommentsQueryOptions(handle))

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
 * Changes who the user appears as (handle, name, picture, bio). By wallet, or by id for an
 * e-mail account; every cached post, comment and profile then shows the new look.
 */
export function useUpdateIdentity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ user, change }: { user: string; change: IdentityChange }) =>
      (
        await apiFetch<DataResponse<PublicUser>>(userPath(user), {
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
