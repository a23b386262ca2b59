import type { Locator, Page } from '@playwright/test'
import { openLive } from '../support/live.ts'
import { apiAs, expect, newUser, test } from '../support/social.ts'

/** The feed's "N new posts" pill: posts of tests running alongside arrive live too, so any N. */
const pillOf = (page: Page) => page.getByRole('button', { name: /^\d+ new posts?$/ })

/** The pill's box, and whether its own text fits it and nothing lies over its centre. */
function pillLayout(page: Page) {
  return pillOf(page).evaluate((pill) => {
    const box = pill.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return {
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      textFits: pill.scrollHeight <= pill.clientHeight && pill.scrollWidth <= pill.clientWidth,
      onTop: hit !== null && pill.contains(hit),
    }
  })
}

/** The element's box once its place has held still for ten frames: a resize settles over several. */
async function settledBox(locator: Locator) {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = element.getBoundingClientRect().top
        let stillFrames = 0
        const check = () => {
          const top = element.getBoundingClientRect().top
          stillFrames = top === last ? stillFrames + 1 : 0
          last = top
          if (stillFrames >= 10) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
  return locator.boundingBox()
}

test('new posts show as a readable pill over the top of the feed, which does not move, and stays in view while scrolling, at 1280 and 390 px', async ({
  browser,
  baseURL,
  request,
}) => {
  const reader = await newUser(request)
  const author = await newUser(request)
  // the pill counts what the reader's feed would show: not the posts of someone they muted
  const muted = await newUser(request)
  await apiAs(request, reader, 'post', `/api/users/${muted.address}/mute`)
  // enough posts that the feed scrolls at both widths
  for (let n = 1; n <= 12; n++)
    await apiAs(request, author, 'post', '/api/posts', { content: `Garden diary, day ${n}` })
  const { page, announced } = await openLive(browser, baseURL ?? '', reader)
  const header = page.locator('.app-header')
  // the feed has loaded what was there: a post made now reaches it only through the pill
  await expect(page.getByRole('feed').getByText('Garden diary, day 12')).toBeVisible()

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport)
      await page.evaluate(() => window.scrollTo(0, 0))
      // the list's own box (its posts may still be sliding in), once the new width has settled
      const list = page.getByRole('feed')
      const before = await settledBox(list)
      const content = `Just baked bread (${viewport.width} px) ${Math.random().toString(36).slice(2, 7)}`
      const unwanted = await apiAs<{ id: string }>(request, muted, 'post', '/api/posts', {
        content: `Muted noise (${viewport.width} px)`,
      })
      const post = await apiAs<{ id: string }>(request, author, 'post', '/api/posts', { content })
      // posts of other tests may show the pill first: ours must be in what it refreshes
      await expect.poll(() => announced.has(post.id)).toBe(true)
      // announced in order: the muted person's earlier post would have come by now
      expect(announced.has(unwanted.id)).toBe(false)
      await expect(pillOf(page)).toBeVisible()

      // at the top: a full-height pill over the top of the list, with nothing over it, and
      // the list where it was (no shift the reader did not ask for)
      const atTop = await pillLayout(page)
      expect(atTop.height).toBeGreaterThanOrEqual(36)
      expect(atTop.textFits).toBe(true)
      expect(atTop.onTop).toBe(true)
      expect(atTop.top).toBeLessThan((before?.y ?? 0) + 24)
      expect((await list.boundingBox())?.y).toBe(before?.y)

      // scrolled down the feed, it stays just under the header, above the posts
      await page.evaluate(() => window.scrollTo(0, 700))
      const headerBottom = (await header.boundingBox())?.height ?? 0
      await expect
        .poll(async () => (await pillLayout(page)).top)
        .toBeGreaterThanOrEqual(headerBottom)
      const stuck = await pillLayout(page)
      expect(stuck.top).toBeLessThan(headerBottom + 24)
      expect(stuck.onTop).toBe(true)
      expect(stuck.textFits).toBe(true)

      await pillOf(page).click()
      await expect(pillOf(page)).toHaveCount(0)
      await expect(page.getByRole('article').filter({ hasText: content })).toBeVisible()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })
  }
})
