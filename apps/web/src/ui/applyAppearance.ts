import {
  type AppearancePreferences,
  accentShades,
  GLASS_STYLES,
  type ResolvedTheme,
} from '@agora/domain'

/**
 * Writes the appearance to the document root: `data-theme`, `data-motion` (reduced when
 * animations are off or the OS asks for less motion) and the CSS custom properties the
 * stylesheets read (--accent*, --glass-*).
 */
export function applyAppearance(
  root: HTMLElement,
  preferences: AppearancePreferences,
  theme: ResolvedTheme,
  systemReducedMotion = false,
): void {
  const glass = GLASS_STYLES[preferences.glassIntensity]
  root.dataset.theme = theme
  root.dataset.motion = preferences.animationsEnabled && !systemReducedMotion ? 'full' : 'reduced'
  root.style.colorScheme = theme
  const shades = accentShades(preferences.accentColor, theme)
  const vars: Record<string, string> = {
    '--accent': shades.accent,
    '--accent-strong': shades.strong,
    '--accent-text': shades.text,
    '--glass-blur': `${glass.blur}px`,
    '--glass-opacity': String(glass.opacity),
    '--glass-border-opacity': String(glass.border),
  }
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
}
