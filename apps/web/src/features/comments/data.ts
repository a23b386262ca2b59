import type { Comment } from '@agora/domain'
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import { queueableMutation, sendOrQueue } from '../../lib/offlineQueue/sendOrQueue.ts'
import { updateCachedPost } from '../../lib/postCache.ts'
import type { DataResponse, PageResponse } from '../../lib/responses.ts'
import { useAuth } from '../auth/useAuth.ts'
import { revisionKeys } from '../revisions/data.ts'
import { threadIds } from './commentTree.ts'

type CommentPages = InfiniteData<PageResponse<Comment>, string | null>

export const commentKeys = {
  all: ['comments'] as const,
  list: (postId: string) => ['comments', postId] as const,
}

/** A post's comments, oldest first, replies carrying their parent's id. */
export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(postId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<Comment>>(
        `/api/posts/${postId}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

export function useComments(postId: string) {
  return useInfiniteQuery(commentsQueryOptions(postId))
}

function changeComments(
  queryClient: QueryClient,
  postId: string,
  change: (comments: Comment[], pageIndex: number, pageCount: number) => Comment[],
) {
  queryClient.setQueryData<CommentPages>(
    commentKeys.list(postId),
    (pages) =>
      pages && {
        ...pages,
        pages: pages.pages.map((page, index) => ({
          ...page,
          data: change(page.data, index, pages.pages.length),
        })),
      },
  )
}

const bumpCommentCount = (queryClient: QueryClient, postId: string, by: number) =>
  updateCachedPost(queryClient, postId, (post) => ({
    ...post,
    commentCount: Math.max(0, post.commentCount + by),
  }))

/** Writes a comment; with no network it waits in the offline queue (QueuedOffline). */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient()
  const userId = useAuth().user?.id ?? null
  return useMutation({
    ...queueableMutation,
    mutationFn: async ({
      content,
      parentId,
      idempotencyKey,
    }: Keyed<{ content: string; parentId?: string }>) => {
      const body = parentId ? { content, parentId } : { content }
      const queued = {
        userId,
        action: { type: 'comment' as const, data: { postId, ...body } },
        idempotencyKey,
      }
      const response = await sendOrQueue(queued, () =>
        apiFetch<DataResponse<Comment>>(`/api/posts/${postId}/comments`, {
          method: 'POST',
          body,
          headers: idempotencyHeaders(idempotencyKey),
        }),
      )
      return response.data
    },
    onSuccess: (comment) => {
      const pages = queryClient.getQueryData<CommentPages>(commentKeys.list(postId))
      const last = pages?.pages.at(-1)
      // newest comes last: it belongs on the last page, unless more pages are still unloaded
      if (pages && last && last.nextCursor === null)
        changeComments(queryClient, postId, (comments, index, count) =>
          index === count - 1 && !comments.some((c) => c.id === comment.id)
            ? [...comments, comment]
            : comments,
        )
      else void queryClient.invalidateQueries({ queryKey: commentKeys.list(postId) })
      bumpCommentCount(queryClient, postId, 1)
    },
  })
}

export function useUpdateComment(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ commentId, content }: { commentId: string; content: string }) =>
      (
        await apiFetch<DataResponse<Comment>>(`/api/comments/${commentId}`, {
          method: 'PATCH',
          body: { content },
        })
      ).data,
    onSuccess: (updated) => {
      changeComments(queryClient, postId, (comments) =>
        comments.map((c) => (c.id === updated.id ? updated : c)),
      )
      void queryClient.invalidateQueries({
        queryKey: revisionKeys.of({ kind: 'comment', id: updated.id }),
      })
    },
  })
}

/** Deleting a comment deletes its replies: they leave the list and the post's count. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ commentId }: { commentId: string }) =>
      apiFetch(`/api/comments/${commentId}`, { method: 'DELETE' }),
    onSuccess: (_result, { commentId }) => {
      const pages = queryClient.getQueryData<CommentPages>(commentKeys.list(postId))
      const removed = threadIds(pages?.pages.flatMap((p) => p.data) ?? [], commentId)
      changeComments(queryClient, postId, (comments) => comments.filter((c) => !removed.has(c.id)))
      bumpCommentCount(queryClient, postId, -removed.size)
    },
  })
}
