import { startTransition, useEffect, useState } from 'react'

/**
 * False until `ms` have passed since mount, then true. The switch renders as a transition:
 * what appears then (the whole page after the skeleton) is rendered in slices that leave
 * the main thread free for input, instead of one long task.
 */
export function useDelay(ms: number): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setDone(true)), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return done
}
