import type { BlockResult, HiddenUser, MuteResult } from '@agora/domain'
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import { FEED_KEY } from '../../lib/postCache.ts'
import type { PageResponse } from '../../lib/responses.ts'
import { removeAuthorFromFeeds } from './removeAuthorFromFeeds.ts'

/** Blocking or muting: the two ways of no longer seeing someone. */
export type Relation = 'block' | 'mute'

export const hiddenUsersKeys = {
  all: ['hiddenUsers'] as const,
  list: (relation: Relation) => ['hiddenUsers', relation] as const,
}

const LIST_PATH = { block: '/api/me/blocks', mute: '/api/me/mutes' } as const

/** The users the viewer blocked (or muted), the latest first. */
export const hiddenUsersQueryOptions = (relation: Relation) =>
  infiniteQueryOptions({
    queryKey: hiddenUsersKeys.list(relation),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<HiddenUser>>(
        pageParam ? `${LIST_PATH[relation]}?cursor=${pageParam}` : LIST_PATH[relation],
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })

export const useHiddenUsers = (relation: Relation, enabled = true) =>
  useInfiniteQuery({ ...hiddenUsersQueryOptions(relation), enabled })

type RelationChange = Keyed<{
  user: { id: string; handle: string }
  relation: Relation
  on: boolean
}>

/**
 * Blocks, mutes or undoes either. Their posts leave the cached feeds at once; feeds and threads
 * are read again, so what an undo brings back shows without a reload.
 */
export function useSetRelation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ user, relation, on, idempotencyKey }: RelationChange) =>
      apiFetch<{ data: BlockResult | MuteResult }>(`/api/users/${user.handle}/${relation}`, {
        method: on ? 'POST' : 'DELETE',
        headers: idempotencyHeaders(idempotencyKey),
      }),
    onSuccess: (_result, { user, on }) => {
      if (on) removeAuthorFromFeeds(queryClient, user.id)
      void queryClient.invalidateQueries({ queryKey: FEED_KEY })
      void queryClient.invalidateQueries({ queryKey: ['comments'] })
      void queryClient.invalidateQueries({ queryKey: hiddenUsersKeys.all })
      // a block ends follows both ways: the profile's counts and Follow button change
      void queryClient.invalidateQueries({ queryKey: ['users'] })
    },
  })
}
