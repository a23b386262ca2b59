import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { notificationKeys } from './notificationKeys.ts'

/** The header's count: one notification is enough to learn how many are unread. */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ unreadCount: number }>('/api/notifications?limit=1', { signal }))
        .unreadCount,
    enabled,
    staleTime: 60_000,
  }).data
}
