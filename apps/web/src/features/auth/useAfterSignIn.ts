import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

/** Where to go after signing in: the `next` path the user came from, or `fallback`. */
export function useAfterSignIn(fallback = '/') {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const next = params.get('next')
  // only paths on this site: an absolute URL here would be an open redirect
  const target = next?.startsWith('/') && !next.startsWith('//') ? next : fallback
  return useCallback(() => navigate(target, { replace: true }), [navigate, target])
}
