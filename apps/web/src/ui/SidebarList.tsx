import type { ReactNode } from 'react'
import { errorMessage } from '../lib/errorMessage.ts'
import { Skeleton } from './Skeleton.tsx'
import './SidebarList.css'
import { t } from '../i18n/i18n.ts'

interface ListQuery {
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

/**
 * A short list in a sidebar card. It keeps the height of five rows in every state (loading,
 * empty, failed, loaded), so the cards under it never move — unless it is the last card of
 * its column (`fitWhenLoaded`): nothing lies under it, so once loaded it is as tall as its rows.
 */
export function SidebarList({
  query,
  count,
  what,
  empty,
  fitWhenLoaded = false,
  children,
}: {
  query: ListQuery
  count: number
  what: string
  empty: string
  fitWhenLoaded?: boolean
  children: ReactNode
}) {
  if (query.isPending)
    return (
      <div className="sidebar-list" role="status" aria-label={t('ui.loadingWhat', { what })}>
        {[80, 62, 74, 55, 68].map((width) => (
          <div key={width} className="sidebar-list__placeholder">
            <Skeleton width={`${width}%`} />
            <Skeleton width="40%" height="0.5rem" />
          </div>
        ))}
      </div>
    )
  if (query.isError && count === 0)
    return (
      <div className="sidebar-list sidebar-list--message" role="alert">
        <p>
          {errorMessage(query.error)}{' '}
          <button type="button" className="sidebar-retry" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      </div>
    )
  const fitted = fitWhenLoaded ? ' sidebar-list--fitted' : ''
  if (count === 0)
    return (
      <div className={`sidebar-list sidebar-list--message${fitted}`}>
        <p>{empty}</p>
      </div>
    )
  return <ul className={`sidebar-list${fitted}`}>{children}</ul>
}
