import {
  APPEARANCE_STORAGE_KEY,
  DEFAULT_APPEARANCE_PREFERENCES,
  DEFAULT_NAVIGATION_PREFERENCES,
  NAVIGATION_PREFERENCES_KEY,
} from '@agora/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  loadAppearancePreferences,
  loadNavigationPreferences,
  saveAppearancePreferences,
  saveNavigationPreferences,
} from './preferences.ts'

afterEach(() => vi.restoreAllMocks())

describe('stored preferences', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(loadAppearancePreferences()).toEqual(DEFAULT_APPEARANCE_PREFERENCES)
    expect(loadNavigationPreferences()).toEqual(DEFAULT_NAVIGATION_PREFERENCES)
  })

  it('recovers the defaults from bad JSON', () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, '{"theme":')
    localStorage.setItem(NAVIGATION_PREFERENCES_KEY, 'undefined')
    expect(loadAppearancePreferences()).toEqual(DEFAULT_APPEARANCE_PREFERENCES)
    expect(loadNavigationPreferences()).toEqual(DEFAULT_NAVIGATION_PREFERENCES)
  })

  it('saves under the navigationPreferences key and reads back what it saved', () => {
    const preferences = { ...DEFAULT_NAVIGATION_PREFERENCES, sidebarCollapsed: true }
    saveNavigationPreferences(preferences)
    expect(JSON.parse(localStorage.getItem('navigationPreferences') ?? '')).toEqual(preferences)
    expect(loadNavigationPreferences()).toEqual(preferences)
  })

  it('round-trips appearance preferences', () => {
    const preferences = { ...DEFAULT_APPEARANCE_PREFERENCES, theme: 'dark' as const }
    saveAppearancePreferences(preferences)
    expect(loadAppearancePreferences()).toEqual(preferences)
  })

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(loadAppearancePreferences()).toEqual(DEFAULT_APPEARANCE_PREFERENCES)
    expect(() => saveAppearancePreferences(DEFAULT_APPEARANCE_PREFERENCES)).not.toThrow()
  })
})
