import type { FieldVital, ServerHealth } from '@agora/domain'
import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api.ts'

export function useServerHealth() {
  return useQuery({
    queryKey: ['admin', 'server-health'],
    queryFn: ({ signal }) =>
      apiFetch<{ data: ServerHealth }>('/api/admin/server-health', { signal }).then((r) => r.data),
    refetchInterval: 60_000,
  })
}

export function useFieldVitals() {
  return useQuery({
    queryKey: ['admin', 'vitals'],
    queryFn: ({ signal }) =>
      apiFetch<{ data: FieldVital[] }>('/api/admin/vitals', { signal }).then((r) => r.data),
  })
}
