import type {
  CommunityBan,
  ModerationActionInput,
  ModerationLogEntry,
  Report,
  ReportedTarget,
  ReportTarget,
} from '@agora/domain'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'
import { idempotencyHeaders, newIdempotencyKey } from '../../lib/idempotencyKey.ts'
import type { DataResponse, PageResponse } from '../../lib/responses.ts'

export type NewReport = {
  targetKind: ReportTarget
  targetId: string
  reason: Report['reason']
  note: string
  communityId?: string
}

export function useReport() {
  return useMutation({
    mutationFn: async (report: NewReport) =>
      (
        await apiFetch<DataResponse<Report>>('/api/reports', {
          method: 'POST',
          body: report,
          headers: idempotencyHeaders(newIdempotencyKey()),
        })
      ).data,
  })
}

export const reportKeys = {
  /** `communityId` null: the admins' global queue. */
  queue: (communityId: string | null, status: Report['status']) =>
    ['reports', communityId ?? 'all', status] as const,
}

/**
 * A community's moderation queue by target (its moderators), or with null every reported
 * target (admins): each once, with how many reported it and why.
 */
export function useReportQueue(communityId: string | null, status: Report['status']) {
  const base: `/api/${string}` = communityId
    ? `/api/communities/${encodeURIComponent(communityId)}/reported-targets`
    : '/api/admin/reported-targets'
  return useInfiniteQuery({
    queryKey: reportKeys.queue(communityId, status),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<ReportedTarget>>(
        `${base}?status=${status}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
}

/** A community's public moderation log, newest first. */
export function useModerationLog(communityId: string) {
  return useInfiniteQuery({
    queryKey: ['moderation-log', communityId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<ModerationLogEntry>>(
        `/api/communities/${encodeURIComponent(communityId)}/moderation-log${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
}

/** Why and until when the moderators keep the viewer out of a community; null when not. */
export function useMyBan(communityId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['my-ban', communityId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<DataResponse<CommunityBan | null>>(
          `/api/communities/${encodeURIComponent(communityId)}/my-ban`,
          { signal },
        )
      ).data,
    enabled,
  })
}

/** A moderation action; what it touches can show up anywhere, so every view refreshes. */
export function useModerate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (action: ModerationActionInput) =>
      (
        await apiFetch<DataResponse<{ action: string; targetId: string }>>(
          '/api/moderation/actions',
          { method: 'POST', body: action, headers: idempotencyHeaders(newIdempotencyKey()) },
        )
      ).data,
    onSuccess: () => void queryClient.invalidateQueries(),
  })
}
