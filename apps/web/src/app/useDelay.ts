import { useEffect, useState } from 'react'

/** False until `ms` have passed since the component mounted. */
export function useDelay(ms: number): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return done
}
