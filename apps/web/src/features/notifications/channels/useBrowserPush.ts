import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { clientConfigQueryOptions } from '../../wallet/clientConfigData.ts'
import { browserPushState, turnOffPush, turnOnPush } from './browserPush.ts'

const browserPushKey = ['notifications', 'browser-push'] as const

/** This browser's push state, and turning it on (permission, push service, server) or off. */
export function useBrowserPush() {
  const queryClient = useQueryClient()
  const state = useQuery({ queryKey: browserPushKey, queryFn: browserPushState })
  const config = useQuery(clientConfigQueryOptions())
  const settled = () => queryClient.invalidateQueries({ queryKey: browserPushKey })
  // the person may allow or block notifications in the site settings while the page is open
  useEffect(() => {
    let status: PermissionStatus | null = null
    const changed = () => void queryClient.invalidateQueries({ queryKey: browserPushKey })
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        status = found
        found.addEventListener('change', changed)
      })
      .catch(() => {})
    return () => status?.removeEventListener('change', changed)
  }, [queryClient])
  const turnOn = useMutation({
    mutationFn: () => turnOnPush(config.data?.vapidPublicKey ?? ''),
    onSettled: settled,
  })
  const turnOff = useMutation({ mutationFn: turnOffPush, onSettled: settled })
  return { state, turnOn, turnOff, ready: Boolean(config.data?.vapidPublicKey) }
}
