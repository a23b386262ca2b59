import type { RepostResult } from '@agora/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import { findCachedPost, postKeys, updateCachedPost } from '../../lib/postCache.ts'
import type { DataResponse } from '../../lib/responses.ts'

export interface RepostChange {
  postId: string
  reposted: boolean
}

/** Reposts or takes back a repost at once; a failure puts the post back as it was. */
export function useRepost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ postId, reposted, idempotencyKey }: Keyed<RepostChange>) =>
      (
        await apiFetch<DataResponse<RepostResult>>(`/api/posts/${postId}/repost`, {
          method: reposted ? 'POST' : 'DELETE',
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).data,
    onMutate: async ({ postId, reposted }) => {
      await queryClient.cancelQueries({ queryKey: postKeys.detail(postId) })
      const previous = findCachedPost(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) =>
        post.viewerReposted === reposted
          ? post
          : {
              ...post,
              viewerReposted: reposted,
              repostCount: Math.max(0, post.repostCount + (reposted ? 1 : -1)),
            },
      )
      return { previous }
    },
    onError: (_error, { postId }, context) => {
      const previous = context?.previous
      if (previous) updateCachedPost(queryClient, postId, () => previous)
    },
    onSuccess: ({ reposted, repostCount }, { postId }) => {
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        viewerReposted: reposted,
        repostCount,
      }))
      // followers' following feeds change, not the viewer's own: nothing else to refetch
    },
  })
}
