import { describe, expect, it } from 'vitest'
import {
  ACCENT_COLORS,
  contrastRatio,
  DEFAULT_APPEARANCE_PREFERENCES,
  ensureContrast,
  flipTheme,
  GLASS_STYLES,
  parseAppearancePreferences,
  resolveTheme,
} from './appearance.ts'

describe('appearance preferences', () => {
  it("defaults to system theme, blue #3b82f6, medium glass, animations on and the browser's language", () => {
    expect(parseAppearancePreferences(null)).toEqual({
      theme: 'system',
      accentColor: '#3b82f6',
      glassIntensity: 'medium',
      animationsEnabled: true,
      locale: 'system',
    })
  })

  it('recovers from stored text that is not JSON', () => {
    expect(parseAppearancePreferences('{not json')).toEqual(DEFAULT_APPEARANCE_PREFERENCES)
    expect(parseAppearancePreferences('null')).toEqual(DEFAULT_APPEARANCE_PREFERENCES)
    expect(parseAppearancePreferences('[1,2]')).toEqual(DEFAULT_APPEARANCE_PREFERENCES)
  })

  it('keeps valid fields and replaces invalid ones with their defaults', () => {
    const stored = JSON.stringify({
      theme: 'dark',
      accentColor: 'not-a-colour',
      glassIntensity: 'ultra',
      animationsEnabled: false,
      locale: 'klingon',
    })
    expect(parseAppearancePreferences(stored)).toEqual({
      theme: 'dark',
      accentColor: '#3b82f6',
      glassIntensity: 'medium',
      animationsEnabled: false,
      locale: 'system',
    })
    expect(parseAppearancePreferences(JSON.stringify({ locale: 'es' })).locale).toBe('es')
  })

  it('has the six-colour accent palette and the glass values of the spec', () => {
    expect(ACCENT_COLORS).toEqual({
      blue: '#3b82f6',
      purple: '#8b5cf6',
      pink: '#ec4899',
      green: '#10b981',
      orange: '#f59e0b',
      red: '#ef4444',
    })
    expect(GLASS_STYLES).toEqual({
      low: { blur: 8, opacity: 0.05, border: 0.1 },
      medium: { blur: 12, opacity: 0.1, border: 0.2 },
      high: { blur: 16, opacity: 0.15, border: 0.3 },
    })
  })
})

describe('theme', () => {
  it('follows the OS when set to system', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  it('flips between light and dark', () => {
    expect(flipTheme('light')).toBe('dark')
    expect(flipTheme('dark')).toBe('light')
  })
})

describe('contrast', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#3b82f6', '#ffffff')).toBeCloseTo(3.68, 2)
  })

  it('darkens every accent until white text on it reaches AA', () => {
    for (const accent of Object.values(ACCENT_COLORS)) {
      const shade = ensureContrast(accent, '#ffffff')
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('lightens an accent used as text on a dark surface', () => {
    const shade = ensureContrast('#8b5cf6', '#0b1120')
    expect(contrastRatio(shade, '#0b1120')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(contrastRatio('#8b5cf6', '#ffffff'))
  })

  it('leaves a colour that already passes unchanged', () => {
    expect(ensureContrast('#1d4ed8', '#ffffff')).toBe('#1d4ed8')
  })
})
