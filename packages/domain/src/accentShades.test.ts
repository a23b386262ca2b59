import { describe, expect, it } from 'vitest'
import {
  accentShades,
  accentTextSurfaces,
  lowestContrast,
  shadeForSurfaces,
  TEXT_CONTRAST,
  THEME_SURFACES,
  UI_CONTRAST,
} from './accentShades.ts'
import {
  ACCENT_COLORS,
  type AccentName,
  contrastRatio,
  ensureContrast,
  mixHex,
  type ResolvedTheme,
} from './appearance.ts'

const accents = Object.entries(ACCENT_COLORS) as [AccentName, string][]
const themes: ResolvedTheme[] = ['light', 'dark']
const every = themes.flatMap((theme) => accents.map(([name, hex]) => ({ theme, name, hex })))

describe('accent shades reach WCAG 2.2 AA for every accent in both themes', () => {
  it.each(every)('$name, $theme: white text on the accent fill, 4.5:1', ({ theme, hex }) => {
    expect(contrastRatio('#ffffff', accentShades(hex, theme).strong)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    )
  })

  it.each(every)(
    '$name, $theme: accent text and links on the page, cards, popovers and accent tints, 4.5:1',
    ({ theme, hex }) => {
      const { text } = accentShades(hex, theme)
      const surfaces = accentTextSurfaces(hex, theme)
      expect(lowestContrast(text, surfaces)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    },
  )

  it.each(every)(
    '$name, $theme: the focus ring (the accent text shade) against the page, 3:1',
    ({ theme, hex }) => {
      const { text } = accentShades(hex, theme)
      const { page, popover } = THEME_SURFACES[theme]
      for (const surface of [page, popover])
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(UI_CONTRAST)
    },
  )
})

describe('the surfaces accent text sits on', () => {
  it('include the page, a popover, glass cards and the accent tint over each', () => {
    const surfaces = accentTextSurfaces(ACCENT_COLORS.blue, 'dark')
    expect(surfaces).toContain('#0b1020')
    expect(surfaces).toContain('#161c2c')
    expect(surfaces).toContain(mixHex('#0b1020', ACCENT_COLORS.blue, 0.16))
    // the lightest dark surface: high glass over the accent blob, under the accent tint
    const lightest = mixHex(
      mixHex(mixHex('#0b1020', ACCENT_COLORS.blue, 0.22), '#ffffff', 0.165),
      ACCENT_COLORS.blue,
      0.16,
    )
    expect(surfaces).toContain(lightest)
  })

  it('are what one approximate surface missed: dark glass cards failed with it', () => {
    // the former derivation measured against #262b3a alone
    const failing = accents.filter(([, hex]) => {
      const former = ensureContrast(hex, '#262b3a')
      return lowestContrast(former, accentTextSurfaces(hex, 'dark')) < TEXT_CONTRAST
    })
    expect(failing.length).toBeGreaterThan(0)
  })
})

describe('shadeForSurfaces', () => {
  it('leaves a colour that already passes unchanged', () => {
    expect(shadeForSurfaces('#1d4ed8', ['#ffffff', '#f4f6fb'], TEXT_CONTRAST)).toBe('#1d4ed8')
  })

  it('darkens on light surfaces and lightens on dark ones, no further than needed', () => {
    for (const [surfaces, toward] of [
      [['#ffffff', '#f4f6fb'], '#000000'],
      [['#0b1020', '#2b3142'], '#ffffff'],
    ] as const) {
      const blue = ACCENT_COLORS.blue
      expect(lowestContrast(blue, surfaces)).toBeLessThan(TEXT_CONTRAST)
      const shade = shadeForSurfaces(blue, surfaces, TEXT_CONTRAST)
      expect(lowestContrast(shade, surfaces)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(lowestContrast(shade, surfaces)).toBeLessThan(TEXT_CONTRAST + 0.3)
      expect(contrastRatio(shade, toward)).toBeLessThan(contrastRatio(blue, toward))
    }
  })
})
