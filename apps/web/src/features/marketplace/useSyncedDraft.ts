import { useEffect, useRef, useState } from 'react'
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts'

/**
 * Text someone is typing for a value kept elsewhere (the URL): committed once typing pauses
 * and `read` accepts it, and replaced when the value changes from outside (Back, a chip).
 */
export function useSyncedDraft(
  value: string,
  commit: (next: string) => void,
  read: (draft: string) => string | null = (draft) => draft.trim(),
) {
  const [draft, setDraft] = useState(value)
  const committed = useRef(value)
  const settled = useDebouncedValue(draft)

  useEffect(() => {
    if (value === committed.current) return
    committed.current = value
    setDraft(value)
  }, [value])

  useEffect(() => {
    const next = read(settled)
    if (next === null || next === committed.current) return
    committed.current = next
    commit(next)
  }, [settled, read, commit])

  return [draft, setDraft] as const
}
