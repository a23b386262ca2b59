/**
 * Appearance preferences (spec §3): theme, accent colour, glass intensity, motion, and the
 * language. Pure data and rules only; the web app stores them and applies them to the document.
 */
import { LOCALE_CHOICES, type LocaleChoice } from './i18n/locales.ts'

export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export type ResolvedTheme = Exclude<Theme, 'system'>

export const ACCENT_COLORS = {
  blue: '#3b82f6',
  purple: '#8b5cf6',
  pink: '#ec4899',
  green: '#10b981',
  orange: '#f59e0b',
  red: '#ef4444',
} as const
export type AccentName = keyof typeof ACCENT_COLORS

export const GLASS_INTENSITIES = ['low', 'medium', 'high'] as const
export type GlassIntensity = (typeof GLASS_INTENSITIES)[number]

export interface GlassStyle {
  /** backdrop blur in px */
  blur: number
  /** surface opacity, 0..1 */
  opacity: number
  /** border opacity, 0..1 */
  border: number
}

export const GLASS_STYLES: Readonly<Record<GlassIntensity, GlassStyle>> = {
  low: { blur: 8, opacity: 0.05, border: 0.1 },
  medium: { blur: 12, opacity: 0.1, border: 0.2 },
  high: { blur: 16, opacity: 0.15, border: 0.3 },
}

export interface AppearancePreferences {
  theme: Theme
  /** a hex colour, normally one of ACCENT_COLORS */
  accentColor: string
  glassIntensity: GlassIntensity
  animationsEnabled: boolean
  /** the interface language, or 'system' for the browser's */
  locale: LocaleChoice
}

export const APPEARANCE_STORAGE_KEY = 'appearancePreferences'

export const DEFAULT_APPEARANCE_PREFERENCES: Readonly<AppearancePreferences> = {
  theme: 'system',
  accentColor: ACCENT_COLORS.blue,
  glassIntensity: 'medium',
  animationsEnabled: true,
  locale: 'system',
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value)
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
}

/**
 * Reads stored preferences. Unknown or invalid fields fall back to the defaults one by one,
 * and text that is not JSON gives the defaults, so a damaged entry never breaks the app.
 */
export function parseAppearancePreferences(stored: string | null): AppearancePreferences {
  const defaults = { ...DEFAULT_APPEARANCE_PREFERENCES }
  if (stored === null) return defaults
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return defaults
  }
  if (typeof value !== 'object' || value === null) return defaults
  const v = value as Record<string, unknown>
  return {
    theme: isOneOf(THEMES, v.theme) ? v.theme : defaults.theme,
    accentColor: isHexColor(v.accentColor) ? v.accentColor.toLowerCase() : defaults.accentColor,
    glassIntensity: isOneOf(GLASS_INTENSITIES, v.glassIntensity)
      ? v.glassIntensity
      : defaults.glassIntensity,
    animationsEnabled:
      typeof v.animationsEnabled === 'boolean' ? v.animationsEnabled : defaults.animationsEnabled,
    locale: isOneOf(LOCALE_CHOICES, v.locale) ? v.locale : defaults.locale,
  }
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light'
  return theme
}

/** The toggle without settings flips between light and dark. */
export function flipTheme(current: ResolvedTheme): ResolvedTheme {
  return current === 'dark' ? 'light' : 'dark'
}

export function accentNameOf(hex: string): AccentName | undefined {
  const lower = hex.toLowerCase()
  return (Object.keys(ACCENT_COLORS) as AccentName[]).find((name) => ACCENT_COLORS[name] === lower)
}

function channels(hex: string): [number, number, number] {
  const h = hex.slice(1)
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

/** WCAG relative luminance of a hex colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio between two hex colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (hi + 0.05) / (lo + 0.05)
}

/** Mixes `from` toward `to` by `amount` (0..1). */
export function mixHex(from: string, to: string, amount: number): string {
  const a = channels(from)
  const b = channels(to)
  return toHex(a.map((c, i) => c + ((b[i] as number) - c) * amount))
}

/**
 * The accent shade closest to `color` that reaches `minRatio` against `against`: darkened
 * against light colours, lightened against dark ones. Keeps accent text and buttons at
 * WCAG AA whichever accent the user picks.
 */
export function ensureContrast(color: string, against: string, minRatio = 4.5): string {
  const toward = relativeLuminance(against) > 0.18 ? '#000000' : '#ffffff'
  for (let step = 0; step <= 20; step++) {
    const candidate = mixHex(color, toward, step / 20)
    if (contrastRatio(candidate, against) >= minRatio) return candidate
  }
  return toward
}
