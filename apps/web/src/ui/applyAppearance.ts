import {
  type AppearancePreferences,
  ensureContrast,
  GLASS_STYLES,
  type ResolvedTheme,
} from '@agora/domain'

/** Approximate surfaces that accent-coloured text sits on, per theme. */
const TEXT_SURFACE: Record<ResolvedTheme, string> = { light: '#eef1f7', dark: '#262b3a' }

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
  const vars: Record<string, string> = {
    '--accent': preferences.accentColor,
    // buttons carry white text: darken the accent until that text reaches AA
    '--accent-strong': ensureContrast(preferences.accentColor, '#ffffff'),
    '--accent-text': ensureContrast(preferences.accentColor, TEXT_SURFACE[theme]),
    '--glass-blur': `${glass.blur}px`,
    '--glass-opacity': String(glass.opacity),
    '--glass-border-opacity': String(glass.border),
  }
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
}
