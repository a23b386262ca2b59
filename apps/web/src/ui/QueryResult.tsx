import type { ReactNode } from 'react'
import { LoadError } from './LoadError.tsx'

interface ResultQuery<T> {
  isPending: boolean
  isError: boolean
  error: unknown
  data: T | undefined
  refetch: () => unknown
}

/** A page's one query: its skeleton while loading, an error with Retry, then `children(data)`. */
export function QueryResult<T>({
  query,
  loadingLabel,
  skeleton,
  errorTitle,
  children,
}: {
  query: ResultQuery<T>
  loadingLabel: string
  skeleton: ReactNode
  errorTitle: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending)
    return (
      <div className="view" role="status" aria-label={loadingLabel}>
        {skeleton}
      </div>
    )
  if (query.isError || query.data === undefined)
    return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
  return children(query.data)
}
