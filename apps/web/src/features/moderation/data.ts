import type { ModerationActionInput, Report, ReportTarget } from '@agora/domain'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
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

/** A community's moderation queue (its moderators), or with null every report (admins). */
export function useReportQueue(communityId: string | null, status: Report['status']) {
  const base: `/api/${string}` = communityId
    ? `/api/communities/${encodeURIComponent(communityId)}/reports`
    : '/api/admin/reports'
  return useInfiniteQuery({
    queryKey: reportKeys.queue(communityId, status),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<Report>>(
        `${base}?status=${status}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
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
