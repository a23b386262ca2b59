import type { Conversation } from '@agora/domain'
import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import type { PageResponse } from '../../lib/responses.ts'
import { messageKeys } from './messageKeys.ts'

/** Unread messages across the newest 100 conversations (requests included): the sidebar badge. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: async ({ signal }) => {
      const page = await apiFetch<PageResponse<Conversation>>('/api/conversations?limit=100', {
        signal,
      })
      return page.data.reduce((sum, conversation) => sum + conversation.unreadCount, 0)
    },
    enabled,
    staleTime: 60_000,
  }).data
}
