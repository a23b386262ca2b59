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
  queue: (communityId: string, status: Report['status']) =>
    ['reports', communityId, status] as const,
}

/** A community's moderation queue (its moderators and admins). */
export function useReportQueue(communityId: string, status: Report['status']) {
  return useInfiniteQuery({
    queryKey: reportKeys.queue(communityId, status),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PageResponse<Report>>(
        `/api/communities/${encodeURIComponent(communityId)}/reports?status=${status}${
          pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''
        }`,
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
