import type { BannedMember } from '@agora/domain'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import type { DataResponse, PageResponse } from '../../lib/responses.ts'

const bannedKey = (communityId: string) => ['community-bans', communityId] as const

/** Who is banned from a community now, newest ban first (its moderators). */
export function useBannedMembers(communityId: string) {
  return useInfiniteQuery({
    queryKey: bannedKey(communityId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<BannedMember>>(
        `/api/communities/${encodeURIComponent(communityId)}/bans${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
}

/** Lifts a ban (a moderation action, in the log); the list and the log refresh. */
export function useUnban(communityId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ userId, idempotencyKey }: Keyed<{ userId: string }>) =>
      (
        await apiFetch<DataResponse<{ action: string; targetId: string }>>(
          '/api/moderation/actions',
          {
            method: 'POST',
            body: { action: 'unban', communityId, userId },
            headers: idempotencyHeaders(idempotencyKey),
          },
        )
      ).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bannedKey(communityId) }),
        queryClient.invalidateQueries({ queryKey: ['moderation-log', communityId] }),
      ]),
  })
}
