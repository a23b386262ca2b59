import { useEffect, useState } from 'react'
import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts'

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
  const [seen, setSeen] = useState(value)
  const settled = useDebouncedValue(draft)

  // a value from outside replaces the draft during render, so no effect sees the old draft
  if (seen !== value) {
    setSeen(value)
    if (read(draft) !== value) setDraft(value)
  }

  useEffect(() => {
    if (settled !== draft) return
    const next = read(settled)
    if (next !== null && next !== value) commit(next)
  }, [settled, draft, value, read, commit])

  return [draft, setDraft] as const
}
