import { expect, type Locator, type Page } from '@playwright/test'

/** What has focus, in words for a failure message: tag, role, name and classes. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'the page itself (nothing focused)'
    const name = (
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText ??
      element.getAttribute('placeholder') ??
      ''
    )
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 60)
    const role = element.getAttribute('role')
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''} class="${element.className}"> "${name}"`
  })
}

/**
 * Why the focused element shows no focus indicator, or null when it shows one: an outline
 * (at least 1px, not mostly transparent) or a box-shadow ring (spread of at least 1px, not
 * mostly transparent), on the element itself or, for an invisible control drawn by its label
 * (a radio over a swatch), on that label or inside it; and it is on screen, not wholly covered.
 */
function missingFocusIndicator(): string | null {
  const focused = document.activeElement as HTMLElement | null
  if (!focused || focused === document.body) return 'nothing has focus'

  const alphaOf = (color: string) => {
    if (color === 'transparent') return 0
    // rgb(…) / rgba(…) / color(srgb … / a) / oklab(… / a): the alpha is the last number after "/" or the 4th comma part
    const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color)
    if (slash?.[1]) return Number(slash[1]) / (slash[2] ? 100 : 1)
    const parts = /^rgba?\(([^)]*)\)$/.exec(color)?.[1]?.split(',')
    return parts && parts.length === 4 ? Number(parts[3]) : 1
  }
  const hasOutline = (style: CSSStyleDeclaration) =>
    style.outlineStyle !== 'none' &&
    Number.parseFloat(style.outlineWidth) >= 1 &&
    alphaOf(style.outlineColor) >= 0.5
  const hasRing = (style: CSSStyleDeclaration) =>
    style.boxShadow !== 'none' &&
    // each shadow: a colour, then x y blur spread lengths (Chromium's computed form)
    style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
      const lengths = [...shadow.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]))
      const color = /^\s*((?:rgba?|color|oklab|oklch|lab|lch)\([^)]*\)|[a-z]+)/.exec(shadow)?.[1]
      return (lengths[3] ?? 0) >= 1 && color !== undefined && alphaOf(color) >= 0.5
    })
  const shows = (element: Element) => {
    const style = getComputedStyle(element)
    return hasOutline(style) || hasRing(style)
  }

  // a control drawn by its label (an invisible radio over a swatch) shows focus on the label
  // or on something inside it
  const rect = focused.getBoundingClientRect()
  const invisible =
    rect.width <= 2 || rect.height <= 2 || Number(getComputedStyle(focused).opacity) === 0
  const label = 'labels' in focused ? (focused as HTMLInputElement).labels?.[0] : undefined
  const drawn = invisible ? (label ?? focused.parentElement) : focused
  if (!drawn) return 'an invisible control with no label to show its focus'
  // there, only an outline counts: a checked swatch wears a ring focused or not
  const shown = invisible
    ? [drawn, ...drawn.querySelectorAll('*')].some(
        (element) => element !== focused && hasOutline(getComputedStyle(element)),
      )
    : shows(focused)
  if (!shown) return 'no outline or ring (outline or box-shadow) is drawn'

  const box = drawn.getBoundingClientRect()
  const inset = (a: number, b: number) => (b - a > 4 ? [a + 2, (a + b) / 2, b - 2] : [(a + b) / 2])
  const seen = inset(box.left, box.right).some((x) =>
    inset(box.top, box.bottom).some((y) => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false
      const hit = document.elementFromPoint(x, y)
      return hit !== null && (drawn.contains(hit) || hit.contains(drawn))
    }),
  )
  return seen ? null : 'it is off screen or covered by something else'
}

/** The focused element shows where focus is (polls: focus rings may fade in). */
export async function expectVisibleFocus(page: Page) {
  await expect
    .poll(async () => {
      const missing = await page.evaluate(missingFocusIndicator)
      return missing ? `${await describeFocus(page)}: ${missing}` : 'visible'
    })
    .toBe('visible')
}

export type TabOptions = {
  /** Give up after this many presses (default 40). */
  max?: number
  /** Shift+Tab: walk backwards. */
  backwards?: boolean
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement, undefined, { timeout: 5_000 })

/**
 * Presses Tab until `target` has focus, checking at each stop that focus is visible. The stop
 * after the page's last control is the browser's own UI (focus on the body): it is passed over.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards }: TabOptions = {}) {
  await expect(target).toBeVisible()
  const key = backwards ? 'Shift+Tab' : 'Tab'
  const stops: string[] = []
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
    const onBody = await page.evaluate(() => document.activeElement === document.body)
    if (!onBody) await expectVisibleFocus(page)
    stops.push(await describeFocus(page))
  }
  if (await isFocused(target)) return
  throw new Error(
    `${key} pressed ${max} times without reaching ${target}. Focus went:\n  ${stops.join('\n  ')}`,
  )
}

/** Tabs to `target` and presses `key` on it (Enter unless given). */
export async function activate(page: Page, target: Locator, key = 'Enter', options?: TabOptions) {
  await tabTo(page, target, options)
  await page.keyboard.press(key)
}
