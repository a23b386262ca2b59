import { type KeyboardEvent, type RefObject, useEffect } from 'react'

const items = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

/**
 * Menu keys (WAI-ARIA menu button): the first item takes focus on open; arrows, Home and End
 * move between items; Escape and Tab close the menu.
 */
export function useMenuKeyboard(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
) {
  useEffect(() => {
    if (open) items(root.current)[0]?.focus()
  }, [open, root])

  return (event: KeyboardEvent<HTMLElement>) => {
    const list = items(root.current)
    const index = list.indexOf(document.activeElement as HTMLElement)
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        return focusAt(index + 1)
      case 'ArrowUp':
        event.preventDefault()
        return focusAt(index - 1)
      case 'Home':
        event.preventDefault()
        return focusAt(0)
      case 'End':
        event.preventDefault()
        return focusAt(list.length - 1)
      case 'Escape':
        event.preventDefault()
        return close()
      case 'Tab':
        return close()
    }
  }
}
