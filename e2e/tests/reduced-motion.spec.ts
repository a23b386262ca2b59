import type { Page, Route } from '@playwright/test'
import { activate, tabTo } from '../support/keyboard.ts'
import { apiAs, expect, newUser, test } from '../support/social.ts'

// from a system that does not ask for less motion (the other specs' does: playwright.config.ts)
test.use({ reducedMotion: 'no-preference' })

/**
 * Every element (and its ::before, ::after and ::backdrop) with an animation or a transition
 * longer than 10 ms, as "tag.class: what moves, for how long".
 */
function motionOnPage(): string[] {
  const longest = (durations: string) =>
    Math.max(
      ...durations
        .split(',')
        .map((d) => Number.parseFloat(d) * (d.trim().endsWith('ms') ? 0.001 : 1)),
    )
  const moving: string[] = []
  for (const element of [document.documentElement, ...document.querySelectorAll('*')]) {
    for (const pseudo of [null, '::before', '::after', '::backdrop']) {
      const style = getComputedStyle(element, pseudo)
      const animation = style.animationName === 'none' ? 0 : longest(style.animationDuration)
      const transition = longest(style.transitionDuration)
      if (animation <= 0.01 && transition <= 0.01) continue
      const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}${pseudo ?? ''}`
      moving.push(
        `${name}: ${animation > 0.01 ? `animation ${style.animationName} ${animation}s` : `transition ${transition}s`}`,
      )
    }
  }
  return moving
}

/**
 * Brings the animated parts of the app on screen, then lists what moves: the feed's loading
 * skeletons (the feed request held back), a click's ripple, a toast and the composer dialog.
 */
async function motionAcrossTheApp(page: Page): Promise<string[]> {
  const moving: string[] = []
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const holdFeed = async (route: Route) => {
    await held
    // a request the page gave up on (it navigated) is already answered
    await route.continue().catch(() => {})
  }
  await page.route('**/api/feed?*', holdFeed)
  await page.goto('/')
  await expect(page.locator('.skeleton').first()).toBeVisible()
  moving.push(...(await page.evaluate(motionOnPage)))
  release()
  await page.unroute('**/api/feed?*', holdFeed)

  const newPost = page.getByRole('main').getByRole('button', { name: 'New post' })
  await newPost.hover()
  await page.mouse.down()
  await expect(newPost.locator('.ripple')).toHaveCount(1)
  moving.push(...(await page.evaluate(motionOnPage)))
  await page.mouse.up()

  const composer = page.getByRole('dialog', { name: 'Create post' })
  await expect(composer).toBeVisible()
  await page.keyboard.type('Moving along')
  await activate(page, composer.getByRole('button', { name: 'Post', exact: true }))
  await expect(page.getByText('Your post is live')).toBeVisible()
  await activate(page, page.getByRole('main').getByRole('button', { name: 'New post' }))
  await expect(composer).toBeVisible()
  moving.push(...(await page.evaluate(motionOnPage)))
  return [...new Set(moving)]
}

test('with animations on and no wish for less motion, the app moves', async ({
  openAs,
  request,
}) => {
  // the check below can fail: here it finds the motion it is meant to find
  const page = await openAs(await newUser(request), '/')
  const moving = await motionAcrossTheApp(page)
  for (const part of ['shimmer', 'ripple', 'toast-in', 'modal-in'])
    expect(moving.join('\n')).toContain(`animation ${part}`)
})

test('the system setting "reduce motion" stops every animation and transition', async ({
  openAs,
  request,
}) => {
  await apiAs(request, await newUser(request), 'post', '/api/posts', { content: 'Still here' })
  const page = await openAs(await newUser(request), '/')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduced')
  expect(await motionAcrossTheApp(page)).toEqual([])
})

test('turning "Animations" off in the appearance settings does the same', async ({
  openAs,
  request,
}) => {
  const page = await openAs(await newUser(request), '/')
  await activate(page, page.getByRole('button', { name: 'Appearance settings' }))
  const animations = page
    .getByRole('dialog', { name: 'Appearance settings' })
    .getByRole('switch', { name: /^Animations/ })
  await tabTo(page, animations, { max: 6 })
  // kept with the account too: the tour below starts with a reload, which reads it back
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/preferences') &&
      (response.request().postData() ?? '').includes('"animationsEnabled":false'),
  )
  await page.keyboard.press('Space')
  await saved
  await expect(animations).not.toBeChecked()
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduced')
  await page.keyboard.press('Escape')
  expect(await motionAcrossTheApp(page)).toEqual([])
})
