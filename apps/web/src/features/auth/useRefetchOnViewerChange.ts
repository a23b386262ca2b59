import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { SessionState } from './sessionState.ts'

/**
 * Refetches every query when the viewer changes (sign-in, sign-out, switching accounts).
 *
 * It runs as an effect, after the new session has rendered, so queries that only a signed-in
 * viewer may make (e.g. "your communities") are already disabled when the refetch starts;
 * invalidating in the same tick as sign-out would send them once more, without a token.
 */
export function useRefetchOnViewerChange(session: SessionState) {
  const queryClient = useQueryClient()
  const viewer = viewerKey(session)
  const previous = useRef(viewer ?? null)
  useEffect(() => {
    if (viewer === undefined || viewer === previous.current) return
    previous.current = viewer
    void queryClient.invalidateQueries()
  }, [viewer, queryClient])
}

/** Who the server sees: nobody, a user with a real session, or a user on an offline session; undefined while unknown. */
function viewerKey(session: SessionState): string | null | undefined {
  if (session.status !== 'authenticated') return session.status === 'loading' ? undefined : null
  return `${session.user.id}:${session.method === 'offline' ? 'offline' : 'server'}`
}
