import { type AppearancePreferences, flipTheme, resolveTheme } from '@agora/domain'
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useState } from 'react'
import { loadAppearancePreferences, saveAppearancePreferences } from '../lib/preferences.ts'
import { useMediaQuery } from '../lib/useMediaQuery.ts'
import { AppearanceContext } from './AppearanceContext.ts'
import { applyAppearance } from './applyAppearance.ts'
import { PREFERS_DARK, PREFERS_REDUCED_MOTION } from './mediaQueries.ts'

/** Holds the appearance preferences, stores them, and applies them to the document. */
export function AppearanceProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState(loadAppearancePreferences)
  const systemPrefersDark = useMediaQuery(PREFERS_DARK)
  const systemReducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION)
  const resolvedTheme = resolveTheme(preferences.theme, systemPrefersDark)

  useLayoutEffect(() => {
    applyAppearance(document.documentElement, preferences, resolvedTheme, systemReducedMotion)
  }, [preferences, resolvedTheme, systemReducedMotion])

  const update = useCallback((patch: Partial<AppearancePreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...patch }
      saveAppearancePreferences(next)
      return next
    })
  }, [])

  const value = useMemo(
    () => ({
      preferences,
      resolvedTheme,
      update,
      toggleTheme: () => update({ theme: flipTheme(resolvedTheme) }),
    }),
    [preferences, resolvedTheme, update],
  )
  return <AppearanceContext value={value}>{children}</AppearanceContext>
}
