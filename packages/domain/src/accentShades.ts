import {
  contrastRatio,
  ensureContrast,
  GLASS_STYLES,
  mixHex,
  type ResolvedTheme,
  relativeLuminance,
} from './appearance.ts'

/** WCAG 2.2 AA: body text, and large text or the parts of a control (borders, focus rings). */
export const TEXT_CONTRAST = 4.5
export const UI_CONTRAST = 3

/**
 * The colours of apps/web/src/styles/theme.css and ui/GlassCard.css that accent-coloured text
 * sits on, per theme. Keep in step with them: the derivation below reaches AA on all of them.
 */
export const THEME_SURFACES: Readonly<
  Record<
    ResolvedTheme,
    { page: string; popover: string; glassBase: number; blob: number; tint: number }
  >
> = {
  // --bg, --popover-solid, --glass-base, --blob-1's accent share, the strongest accent tint
  // a text sits on (color-mix(… var(--accent) 16%, transparent))
  light: { page: '#f4f6fb', popover: '#ffffff', glassBase: 0.55, blob: 0.16, tint: 0.16 },
  dark: { page: '#0b1020', popover: '#161c2c', glassBase: 0.015, blob: 0.22, tint: 0.16 },
}

/**
 * Every surface accent text can sit on: the page (also where the accent-coloured light blob
 * is strongest), a popover, a glass card at each glass intensity on either, and each of these
 * under the accent's own tint (an active navigation item, a community chip).
 */
export function accentTextSurfaces(accent: string, theme: ResolvedTheme): string[] {
  const { page, popover, glassBase, blob, tint } = THEME_SURFACES[theme]
  const pages = [page, mixHex(page, accent, blob)]
  const cards = pages.flatMap((under) =>
    Object.values(GLASS_STYLES).map((glass) => mixHex(under, '#ffffff', glassBase + glass.opacity)),
  )
  const plain = [...pages, popover, ...cards]
  return [...plain, ...plain.map((surface) => mixHex(surface, accent, tint))]
}

/** The lowest contrast `color` has against any of `surfaces`. */
export function lowestContrast(color: string, surfaces: readonly string[]): number {
  return Math.min(...surfaces.map((surface) => contrastRatio(color, surface)))
}

/**
 * The shade of `color` closest to it that reaches `minRatio` against every one of `surfaces`
 * (all light or all dark): darkened on light ones, lightened on dark ones.
 */
export function shadeForSurfaces(color: string, surfaces: readonly string[], minRatio: number) {
  const light = surfaces.every((surface) => relativeLuminance(surface) > 0.18)
  const toward = light ? '#000000' : '#ffffff'
  for (let step = 0; step <= 50; step++) {
    const candidate = mixHex(color, toward, step / 50)
    if (lowestContrast(candidate, surfaces) >= minRatio) return candidate
  }
  return toward
}

export interface AccentShades {
  /** The accent as picked: fills, borders and glows that carry no meaning on their own. */
  accent: string
  /** A fill under white text (primary buttons, badges): white on it reaches 4.5:1. */
  strong: string
  /** Text, links, icons and focus rings in the accent: 4.5:1 on every surface of the theme. */
  text: string
}

/** The accent's shades for a theme, as applyAppearance writes them to --accent*. */
export function accentShades(accent: string, theme: ResolvedTheme): AccentShades {
  return {
    accent,
    strong: ensureContrast(accent, '#ffffff', TEXT_CONTRAST),
    text: shadeForSurfaces(accent, accentTextSurfaces(accent, theme), TEXT_CONTRAST),
  }
}
