import {
  isUuid,
  type Media,
  type NewPoll,
  type Post,
  type QuoteKind,
  type ReactionType,
} from '@agora/domain'
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { bookmarkKeys, putBookmark } from '../../lib/bookmarks.ts'
import { idempotencyHeaders, type Keyed } from '../../lib/idempotencyKey.ts'
import {
  QueuedOffline,
  queueableMutation,
  sendOrQueue,
} from '../../lib/offlineQueue/sendOrQueue.ts'
import {
  addPostToFeeds,
  FEED_KEY,
  feedCommunityOf,
  findCachedPost,
  postKeys,
  updateCachedPost,
} from '../../lib/postCache.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { userKeys } from '../../lib/userKeys.ts'
import { useAuth } from '../auth/useAuth.ts'
import { revisionKeys } from '../revisions/data.ts'
import { withViewerReaction } from './reactions.ts'

export { postKeys }

/** Post ids are UUIDs: anything else cannot name a post, so it is not asked for. */
export const isPostId = (id: string) => isUuid(id)

export const postQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postKeys.detail(postId),
    queryFn: async ({ signal }) =>
      (await apiFetch<DataResponse<Post>>(`/api/posts/${postId}`, { signal })).data,
  })

export function usePost(postId: string | null) {
  return useQuery({
    ...postQueryOptions(postId ?? ''),
    enabled: postId !== null && isPostId(postId),
  })
}

export interface NewPost {
  content: string
  communityId?: string | undefined
  media?: Media[]
  /** what the post quotes: a post, a proposal or a listing */
  quote?: { kind: QuoteKind; id: string } | undefined
  poll?: NewPoll | undefined
}

/** Writes a post; with no network it waits in the offline queue (QueuedOffline). */
export function useCreatePost() {
  const queryClient = useQueryClient()
  const userId = useAuth().user?.id ?? null
  return useMutation({
    ...queueableMutation,
    mutationFn: async ({
      idempotencyKey,
      content,
      communityId,
      media,
      quote,
      poll,
    }: Keyed<NewPost>) => {
      const body = {
        content,
        ...(communityId ? { communityId } : {}),
        ...(media?.length ? { media: media.map((m) => m.id) } : {}),
        ...(quote ? { quote: { kind: quote.kind, id: quote.id } } : {}),
        ...(poll ? { poll } : {}),
      }
      const queued = { userId, action: { type: 'post' as const, data: body }, idempotencyKey }
      const response = await sendOrQueue(queued, () =>
        apiFetch<DataResponse<Post>>('/api/posts', {
          method: 'POST',
          body,
          headers: idempotencyHeaders(idempotencyKey),
        }),
      )
      return response.data
    },
    onSuccess: (post) => {
      queryClient.setQueryData(postKeys.detail(post.id), post)
      addPostToFeeds(queryClient, post)
      watchLinkPreviewOf(queryClient, post)
      // other lists (trending, following, a profile's counts) pick it up on their next visit
      void queryClient.invalidateQueries({ queryKey: FEED_KEY, refetchType: 'none' })
      void queryClient.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' })
    },
  })
}

// the server reads a post's link after answering: every open client hears of its preview
// live (posts.changed), but a frame is not replayed, so the author's own client, which
// expects it, also reads the post again until it comes
function watchLinkPreviewOf(queryClient: QueryClient, post: Post) {
  if (post.linkPreview === null && !/https?:\/\//i.test(post.content)) return
  void import('../linkPreviews/watchLinkPreview.ts').then((m) =>
    m.watchLinkPreview(queryClient, post),
  )
}

export function useUpdatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ postId, content }: { postId: string; content: string }) =>
      (
        await apiFetch<DataResponse<Post>>(`/api/posts/${postId}`, {
          method: 'PATCH',
          body: { content },
        })
      ).data,
    onSuccess: (post) => {
      updateCachedPost(queryClient, post.id, () => post)
      watchLinkPreviewOf(queryClient, post)
      void queryClient.invalidateQueries({
        queryKey: revisionKeys.of({ kind: 'post', id: post.id }),
      })
    },
  })
}

export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ postId }: { postId: string }) =>
      apiFetch(`/api/posts/${postId}`, { method: 'DELETE' }),
    onSuccess: (_result, { postId }) => {
      updateCachedPost(queryClient, postId, () => null)
      void queryClient.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' })
    },
  })
}

export function usePinPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      postId,
      pinned,
      idempotencyKey,
    }: Keyed<{ postId: string; pinned: boolean }>) =>
      (
        await apiFetch<DataResponse<Post>>(`/api/posts/${postId}/${pinned ? 'pin' : 'unpin'}`, {
          method: 'POST',
          headers: idempotencyHeaders(idempotencyKey),
        })
      ).data,
    onSuccess: (post) => {
      updateCachedPost(queryClient, post.id, () => post)
      // pinned posts lead their community's feed: its order changed
      void queryClient.invalidateQueries({
        queryKey: FEED_KEY,
        predicate: (query) => feedCommunityOf(query.queryKey) === post.communityId,
      })
    },
  })
}

export interface ReactionChange {
  postId: string
  type: ReactionType
  add: boolean
}

/**
 * Adds or removes the viewer's reaction at once; a failure puts the post back as it was. An
 * added reaction with no network waits in the offline queue and stays shown.
 */
export function useToggleReaction() {
  const queryClient = useQueryClient()
  const userId = useAuth().user?.id ?? null
  return useMutation({
    ...queueableMutation,
    mutationKey: ['reaction'],
    mutationFn: async ({ postId, type, add, idempotencyKey }: Keyed<ReactionChange>) => {
      if (!add) {
        const removed = await apiFetch<DataResponse<Post>>(
          `/api/posts/${postId}/reactions/${type}`,
          {
            method: 'DELETE',
          },
        )
        return removed.data
      }
      const queued = {
        userId,
        action: { type: 'reaction' as const, data: { postId, type } },
        idempotencyKey,
      }
      const added = await sendOrQueue(queued, () =>
        apiFetch<DataResponse<Post>>(`/api/posts/${postId}/reactions`, {
          method: 'POST',
          body: { type },
          headers: idempotencyHeaders(idempotencyKey),
        }),
      )
      return added.data
    },
    onMutate: async ({ postId, type, add }) => {
      await queryClient.cancelQueries({ queryKey: postKeys.detail(postId) })
      const previous = findCachedPost(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) => withViewerReaction(post, type, add))
      return { previous }
    },
    onError: (error, { postId }, context) => {
      if (error instanceof QueuedOffline) return
      const previous = context?.previous
      if (previous) updateCachedPost(queryClient, postId, () => previous)
    },
    onSuccess: (post) => {
      // a later click on the same post is still in flight: its optimistic state wins
      const pending = queryClient
        .getMutationCache()
        .findAll({ mutationKey: ['reaction'], status: 'pending' })
        .filter((m) => (m.state.variables as ReactionChange | undefined)?.postId === post.id)
      if (pending.length <= 1) updateCachedPost(queryClient, post.id, () => post)
    },
  })
}

/** Bookmarks or un-bookmarks a post at once; a failure puts it back as it was. */
export function useBookmarkPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ postId, bookmarked, idempotencyKey }: Keyed<BookmarkChange>) =>
      putBookmark('post', postId, bookmarked, idempotencyKey),
    onMutate: async ({ postId, bookmarked }) => {
      await queryClient.cancelQueries({ queryKey: postKeys.detail(postId) })
      const previous = findCachedPost(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) => ({ ...post, viewerBookmarked: bookmarked }))
      return { previous }
    },
    onError: (_error, { postId }, context) => {
      const previous = context?.previous
      if (previous) updateCachedPost(queryClient, postId, () => previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
  })
}

export interface BookmarkChange {
  postId: string
  bookmarked: boolean
}
