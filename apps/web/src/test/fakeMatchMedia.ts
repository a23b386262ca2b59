import { vi } from 'vitest'

/**
 * A controllable `prefers-color-scheme: dark` media query: `setDark(true)` flips it and
 * fires `change` like the OS would. `prefers-reduced-motion` matches when `reducedMotion`.
 * Other queries (the window's width) are the test page's own.
 */
export function fakeColorScheme(initiallyDark: boolean, reducedMotion = false) {
  let dark = initiallyDark
  const listeners = new Set<() => void>()
  const pageMatchMedia = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    !query.includes('prefers-')
      ? pageMatchMedia(query)
      : ({
          get matches() {
            if (query.includes('reduced-motion')) return reducedMotion
            return query.includes('dark') && dark
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        } as unknown as MediaQueryList),
  )
  return {
    setDark(value: boolean) {
      dark = value
      for (const listener of listeners) listener()
    },
  }
}
