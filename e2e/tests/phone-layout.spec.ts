import { expect, type Locator } from '@playwright/test'
import { listItem } from '../support/orders.ts'
import { useSession } from '../support/session.ts'
import { newUser, test, uniqueName } from '../support/social.ts'

const PHONE = { width: 390, height: 844 }

/** Whether the element's centre is its own on screen: inside the viewport, nothing drawn over it. */
const uncovered = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
    if (y < 0 || y > window.innerHeight) return false
    const top = document.elementFromPoint(x, y)
    return top !== null && (top === element || element.contains(top))
  })

test('at 390 px a visitor is told what Agora is on the feed; a signed-in person is not', async ({
  openAs,
  request,
}) => {
  const visitor = await openAs(null, '/', PHONE)
  const main = visitor.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Welcome to Agora' })).toBeVisible()
  await expect(main).toContainText('A social feed, communities run as DAOs')

  const member = await openAs(await newUser(request), '/', PHONE)
  await expect(member.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(member.getByRole('heading', { name: 'Welcome to Agora' })).toHaveCount(0)
})

test('at 390 px the market shows two cards a row, and a listing keeps Buy above the tab bar', async ({
  openAs,
  request,
}) => {
  const seller = await newUser(request)
  const batch = uniqueName('Pocket').replace(/\W+/g, '').toLowerCase()
  for (const name of ['radio', 'camera', 'compass']) {
    await listItem(request, seller, {
      title: `${batch} ${name} with a title long enough to need two lines`,
      price: '0.01',
      currency: 'ETH',
    })
  }
  const page = await openAs(await newUser(request), `/market?q=${batch}`, PHONE)
  const cards = page.getByRole('main').getByRole('listitem')
  await expect(cards).toHaveCount(3)
  const [first, second, third] = await Promise.all(
    [0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox()) ?? { x: 0, y: 0 }),
  )
  // side by side, then the next row
  expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1))).toBeLessThan(2)
  expect(second?.x).toBeGreaterThan((first?.x ?? 0) + 100)
  expect(third?.y).toBeGreaterThan((first?.y ?? 0) + 100)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await cards.first().getByRole('link').click()
  const buy = page.getByRole('button', { name: 'Buy', exact: true })
  await expect(buy).toBeVisible()
  await expect.poll(() => uncovered(buy)).toBe(true)
  // still there once the person reads on
  await page.mouse.wheel(0, 600)
  await expect.poll(() => uncovered(buy)).toBe(true)
})

test('at 390 px in Spanish the account card keeps its tags inside it, "Miembro desde" too', async ({
  browser,
  baseURL,
  request,
}) => {
  const person = await newUser(request)
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'es-ES' })
  const page = await context.newPage()
  await useSession(page, person.token)
  await page.goto('/account')
  const joined = page.getByText(/^Miembro desde el /)
  await expect(joined).toBeVisible()
  const tags = joined.locator('..')
  for (const tag of await tags.locator(':scope > *').all()) {
    const fits = await tag.evaluate((element) => {
      const card = element.closest('.account-profile')?.getBoundingClientRect()
      const box = element.getBoundingClientRect()
      return (
        card !== undefined &&
        box.right <= card.right &&
        element.scrollWidth <= element.clientWidth &&
        element.scrollHeight <= element.clientHeight + 1
      )
    })
    expect(fits, (await tag.textContent()) ?? '').toBe(true)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
