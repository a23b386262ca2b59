import type { CommentWithPost } from '@agora/domain'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import type { PageResponse } from '../../lib/responses.ts'

/** A person's comments, newest first, each with the post it answers: their Replies tab. */
export const personCommentsQueryOptions = (handle: string) =>
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

export const usePersonComments = (handle: string) =>
  useInfiniteQuery(personCommentsQueryOptions(handle))
