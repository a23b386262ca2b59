import {
  type AppearancePreferences,
  GLASS_INTENSITIES,
  LOCALE_CHOICES,
  type Preferences,
  THEMES,
} from '@agora/domain'

const SIX_DIGIT_HEX = /^#[0-9a-fA-F]{6}$/

/** The appearance a signed-in user saved on the server (only the valid fields). */
export function appearanceFromServer(saved: Preferences): Partial<AppearancePreferences> {
  const appearance: Partial<AppearancePreferences> = {}
  if (saved.theme && THEMES.includes(saved.theme)) appearance.theme = saved.theme
  if (saved.accentColor && SIX_DIGIT_HEX.test(saved.accentColor)) {
    appearance.accentColor = saved.accentColor
  }
  if (saved.glassIntensity && GLASS_INTENSITIES.includes(saved.glassIntensity)) {
    appearance.glassIntensity = saved.glassIntensity
  }
  if (typeof saved.animationsEnabled === 'boolean') {
    appearance.animationsEnabled = saved.animationsEnabled
  }
  if (saved.locale && LOCALE_CHOICES.includes(saved.locale)) appearance.locale = saved.locale
  return appearance
}

/** The appearance fields that differ from what the server has, or null when none do. */
export function appearanceChanges(
  local: AppearancePreferences,
  saved: Preferences,
): Preferences | null {
  const changes: Preferences = {}
  if (local.theme !== saved.theme) changes.theme = local.theme
  // the server stores #rrggbb only; a short colour stays on this device
  if (local.accentColor !== saved.accentColor && SIX_DIGIT_HEX.test(local.accentColor)) {
    changes.accentColor = local.accentColor
  }
  if (local.glassIntensity !== saved.glassIntensity) changes.glassIntensity = local.glassIntensity
  if (local.animationsEnabled !== saved.animationsEnabled) {
    changes.animationsEnabled = local.animationsEnabled
  }
  if (local.locale !== saved.locale) changes.locale = local.locale
  return Object.keys(changes).length > 0 ? changes : null
}
