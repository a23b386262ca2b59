import type { AppearancePreferences, ResolvedTheme } from '@agora/domain'
import { createContext } from 'react'

export interface AppearanceContextValue {
  preferences: AppearancePreferences
  /** the theme in effect: `system` resolved against the OS setting */
  resolvedTheme: ResolvedTheme
  update: (patch: Partial<AppearancePreferences>) => void
  /** flips between light and dark */
  toggleTheme: () => void
}

export const AppearanceContext = createContext<AppearanceContextValue | null>(null)
