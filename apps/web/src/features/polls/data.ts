import type { Poll } from '@agora/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import { FEED_KEY, postKeys, updateCachedPost } from '../../lib/postCache.ts'
import type { DataResponse } from '../../lib/responses.ts'

export interface PollVote {
  postId: string
  choice: number
}

/** The viewer's one vote; the poll the server answers (new counts, their choice) replaces the shown one. */
export function useVoteInPoll() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ postId, choice, idempotencyKey }: Keyed<PollVote>) =>
      (
        await apiFetch<DataResponse<Poll>>(`/api/posts/${postId}/poll`, {
          method: 'POST',
          body: { choice },
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).data,
    onSuccess: (poll, { postId }) =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, poll })),
    onError: (_error, { postId }) => {
      // voted elsewhere, or the poll ended: the server's poll shows why
      void queryClient.invalidateQueries({ queryKey: postKeys.detail(postId) })
      void queryClient.invalidateQueries({ queryKey: FEED_KEY })
    },
  })
}
