import { useEffect, useRef } from 'react'

/** While `active`, asks the server to `confirm` the session each time the network returns. */
export function useConfirmOnReconnect(active: boolean, confirm: () => Promise<void>) {
  const latest = useRef(confirm)
  latest.current = confirm
  useEffect(() => {
    if (!active) return
    const onOnline = () => void latest.current()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [active])
}
