import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 A and AA rules: what the issue holds every route to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The strongest tint the page's accent glow (styles/theme.css --blob-1, 16% light and 22% dark
 * at its centre above the top-left corner) shows behind the first cards of a 1280 × 900 page.
 */
const GLOW_BEHIND_CARDS = { light: '8%', dark: '12%' }

/**
 * axe measures no text over the page's soft radial gradients (it reports `bgGradient` and
 * checks nothing), so before a check the page is painted with a flat colour: the glow's
 * strongest tint behind the cards, the worst background text in cards and sidebars has.
 */
export async function paintWorstBackground(page: Page) {
  // text still fading in measures as low contrast: entrance animations end first (looping
  // ones, such as a skeleton's shimmer, never do)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const rules = Object.entries(GLOW_BEHIND_CARDS).map(
    ([theme, share]) =>
      `html[data-theme="${theme}"] { background: color-mix(in srgb, var(--accent) ${share}, var(--bg)) !important; }`,
  )
  await page.addStyleTag({ content: rules.join('\n') })
}

/**
 * axe on `page`, run in the page itself (its legacy mode). The default mode gathers each frame's
 * results and finishes them in a blank page it opens in the test's context, which cost three
 * times the CPU per check here (0.9 against 0.35 CPU-seconds on the feed); the app has no
 * frames, so both check the same nodes against the same rules.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode()

const MOVEMENT_KEY = '__axeSawMovement'

/** Notes any animation or transition that starts on the page from now on. */
const watchForMovement = (page: Page) =>
  page.evaluate((key) => {
    const record = window as unknown as Record<string, boolean>
    record[key] = false
    const saw = () => {
      record[key] = true
    }
    for (const type of ['animationstart', 'transitionstart'])
      document.addEventListener(type, saw, { capture: true, once: true })
  }, MOVEMENT_KEY)

const sawMovement = (page: Page) =>
  page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, MOVEMENT_KEY)

/** How many times a check is taken again because the page moved while axe measured it. */
const MOVED_RETRIES = 3

/**
 * Serious and critical violations on the page at rest, named with where they are. Content
 * that arrives while axe runs (an empty state after its data, fading in) is measured half
 * drawn: when anything started moving during a run, the page is measured again once it is
 * still. A violation of the page at rest is found on every run.
 */
export async function seriousViolations(page: Page) {
  let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] = []
  for (let run = 0; run <= MOVED_RETRIES; run++) {
    // watched from before the wait for animations to end: one that starts during that wait
    // (after the running ones were collected) is seen too
    await watchForMovement(page)
    await paintWorstBackground(page)
    // only violations are read: axe then skips describing every passing node (its docs' advice)
    violations = (
      await axeOn(page)
        .withTags(WCAG_TAGS)
        .options({ resultTypes: ['violations'] })
        .analyze()
    ).violations
    if (!(await sawMovement(page))) break
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? violation.help})`).join(', ')}`,
    )
}

export type CheckOptions = {
  /** Brings the state to check on screen (opens a dialog); run again after each change. */
  prepare?: (page: Page) => Promise<void>
  /** Undoes `prepare` so the header's theme button can be reached (closes the dialog). */
  undo?: (page: Page) => Promise<void>
}

/**
 * Checks the page in both themes (the one it opened in, then the other: a signed-in person's
 * theme follows them from page to page) and at phone width.
 */
export async function checkEveryWay(page: Page, label: string, options: CheckOptions = {}) {
  const { prepare, undo } = options
  const html = page.locator('html')
  const first = await html.getAttribute('data-theme')
  await prepare?.(page)
  expect(await seriousViolations(page), `${label}, ${first} theme`).toEqual([])

  await undo?.(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Switch to (dark|light) theme$/ })
    .click()
  const second = first === 'dark' ? 'light' : 'dark'
  await expect(html).toHaveAttribute('data-theme', second)
  await prepare?.(page)
  expect(await seriousViolations(page), `${label}, ${second} theme`).toEqual([])

  await undo?.(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible()
  await prepare?.(page)
  expect(await seriousViolations(page), `${label}, phone`).toEqual([])
}
