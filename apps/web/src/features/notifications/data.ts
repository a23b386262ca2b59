import type {
  InboxNotification,
  NotificationSettings,
  UpdateNotificationSettings,
} from '@agora/domain'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import type { DataResponse } from '../../lib/responses.ts'
import { notificationKeys } from './notificationKeys.ts'

type InboxPage = { data: InboxNotification[]; nextCursor: string | null; unreadCount: number }

export function useInbox() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<InboxPage>(
        `/api/notifications?limit=30${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
  })
}

export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      apiFetch<DataResponse<{ unreadCount: number }>>('/api/notifications/read', {
        method: 'POST',
        body,
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(notificationKeys.unread, data.unreadCount)
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list })
    },
  })
}

export function useNotificationPreferences(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<DataResponse<NotificationSettings>>('/api/notifications/preferences', {
          signal,
        })
      ).data,
    enabled,
  })
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (change: UpdateNotificationSettings) =>
      (
        await apiFetch<DataResponse<NotificationSettings>>('/api/notifications/preferences', {
          method: 'PUT',
          body: change,
        })
      ).data,
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences, preferences),
  })
}
