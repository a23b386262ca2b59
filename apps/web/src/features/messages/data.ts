import type { Conversation, ConversationStatus, Message } from '@agora/domain'
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { queueableMutation, sendOrQueue } from '../../lib/offlineQueue/sendOrQueue.ts'
import type { PageResponse } from '../../lib/responses.ts'
import { useAuth } from '../auth/useAuth.ts'
import {
  fetchConversation,
  fetchConversations,
  fetchMessages,
  fetchPeerKey,
  postConversationAction,
  postMessage,
  postReport,
  type SendInput,
  setBlocked,
} from './api.ts'
import { messageKeys } from './messageKeys.ts'

export function useConversations(status: ConversationStatus) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(status),
    queryFn: ({ pageParam, signal }) => fetchConversations(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
  })
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => fetchConversation(id, signal),
    staleTime: 30_000,
  })
}

/** Newest first, page by page (keyset): the thread shows them oldest first. */
export function useThread(conversationId: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => fetchMessages(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
  })
}

export function usePeerKey(addressOrHandle: string | null) {
  return useQuery({
    queryKey: messageKeys.peerKey(addressOrHandle ?? ''),
    queryFn: ({ signal }) => fetchPeerKey(addressOrHandle ?? '', signal),
    enabled: Boolean(addressOrHandle),
    staleTime: 5 * 60_000,
  })
}

type ThreadData = InfiniteData<PageResponse<Message>, string | null>

/** Puts a stored message at the top of its thread's cache and refreshes the lists. */
function addToThread(queryClient: ReturnType<typeof useQueryClient>, message: Message) {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(message.conversationId), (thread) => {
    if (!thread) return thread
    const [first, ...rest] = thread.pages
    if (!first || first.data.some((m) => m.id === message.id)) return thread
    return { ...thread, pages: [{ ...first, data: [message, ...first.data] }, ...rest] }
  })
  void queryClient.invalidateQueries({ queryKey: messageKeys.all })
}

/** Sends a sealed message; with no network the sealed envelope waits in the offline queue. */
export function useSendMessage() {
  const queryClient = useQueryClient()
  const userId = useAuth().user?.id ?? null
  return useMutation({
    ...queueableMutation,
    mutationFn: ({ idempotencyKey, ...body }: SendInput) =>
      sendOrQueue({ userId, action: { type: 'message', data: body }, idempotencyKey }, () =>
        postMessage({ idempotencyKey, ...body }),
      ),
    onSuccess: (message) => addToThread(queryClient, message),
    // the Idempotency-Key makes a retry safe; the composer offers it
    retry: false,
  })
}

export function useConversationAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'read' | 'accept' }) =>
      postConversationAction(id, action),
    onSuccess: (_, { id, action }) => {
      queryClient.setQueryData<Conversation>(messageKeys.detail(id), (conversation) =>
        conversation
          ? {
              ...conversation,
              unreadCount: action === 'read' ? 0 : conversation.unreadCount,
              status: action === 'accept' ? 'active' : conversation.status,
            }
          : conversation,
      )
      void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] })
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread })
    },
  })
}

export function useBlock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ address, blocked }: { address: string; blocked: boolean }) =>
      setBlocked(address, blocked),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  })
}

export function useReport() {
  return useMutation({
    mutationFn: ({ id, reason, note }: { id: string; reason: string; note: string }) =>
      postReport(id, reason, note),
  })
}
