import type { HealthResponse } from '@agora/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiFetch<HealthResponse>('/api/health', { signal }),
    staleTime: 60_000,
  })

export function useHealth() {
  return useQuery(healthQueryOptions())
}
