import {
  APPEARANCE_STORAGE_KEY,
  type AppearancePreferences,
  NAVIGATION_PREFERENCES_KEY,
  type NavigationPreferences,
  parseAppearancePreferences,
  parseNavigationPreferences,
} from '@agora/domain'
import { readStorage, writeStorage } from './storage.ts'

export function loadAppearancePreferences(): AppearancePreferences {
  return parseAppearancePreferences(readStorage(APPEARANCE_STORAGE_KEY))
}

export function saveAppearancePreferences(preferences: AppearancePreferences): void {
  writeStorage(APPEARANCE_STORAGE_KEY, JSON.stringify(preferences))
}

export function loadNavigationPreferences(): NavigationPreferences {
  return parseNavigationPreferences(readStorage(NAVIGATION_PREFERENCES_KEY))
}

export function saveNavigationPreferences(preferences: NavigationPreferences): void {
  writeStorage(NAVIGATION_PREFERENCES_KEY, JSON.stringify(preferences))
}
