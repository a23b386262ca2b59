import type { Listing } from '@agora/domain'
import type { Page } from '@playwright/test'
import { apiAs, expect, newUser, type OpenAs, test, tinyPng } from '../support/social.ts'

const PHONE = { width: 390, height: 844 }

/** A word no other listing has, so a search finds only this test's listings. */
const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 8)}`

type Seeded = { word: string; bowl: string; zine: string; lamp: string }

/** 0.02 ETH (48 USD at the built-in table), 12 USDC and 30 USDC, all with one word. */
async function seedListings(request: Parameters<typeof newUser>[0]): Promise<Seeded> {
  const seller = await newUser(request)
  const word = uniqueWord()
  const list = (title: string, priceAmount: string, currency: string, category: string) =>
    apiAs<Listing>(request, seller, 'post', '/api/marketplace/listings', {
      title: `${title} ${word}`,
      description: 'Made for a browser test.',
      priceAmount,
      currency,
      chainId: 8453,
      category,
      images: [],
      quantity: 1,
    })
  await list('Stoneware bowl', '0.02', 'ETH', 'crafts')
  await list('Risograph zine', '12', 'USDC', 'books')
  await list('Paper lamp', '30', 'USDC', 'home')
  return {
    word,
    bowl: `Stoneware bowl ${word}`,
    zine: `Risograph zine ${word}`,
    lamp: `Paper lamp ${word}`,
  }
}

const titlesShown = (page: Page) =>
  page.getByRole('list', { name: 'Listings' }).getByRole('heading', { level: 3 }).allTextContents()

async function expectNoHorizontalOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const bar = await page.getByRole('search', { name: 'Search and filter listings' }).boundingBox()
  expect(bar).not.toBeNull()
  expect((bar?.x ?? 0) + (bar?.width ?? 0)).toBeLessThanOrEqual(width)
}

async function openMarket(openAs: OpenAs, path: string, viewport?: typeof PHONE) {
  return openAs(null, path, viewport)
}

test('at 1280 px: labelled filters, price sorted by value across currencies, chips and the URL survive reload, Back undoes a filter', async ({
  openAs,
  request,
}) => {
  const seeded = await seedListings(request)
  const page = await openMarket(openAs, '/market')
  const bar = page.getByRole('search', { name: 'Search and filter listings' })

  await bar.getByRole('searchbox', { name: 'Search listings' }).fill(seeded.word)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${seeded.word}`))
  await bar.getByLabel('Sort').selectOption('price_asc')
  // 12 USDC < 30 USDC < 0.02 ETH (48 USD): by value, not by the raw numbers
  await expect.poll(() => titlesShown(page)).toEqual([seeded.zine, seeded.lamp, seeded.bowl])
  await bar.getByLabel('Sort').selectOption('price_desc')
  await expect.poll(() => titlesShown(page)).toEqual([seeded.bowl, seeded.lamp, seeded.zine])
  await expectNoHorizontalOverflow(page, 1280)

  await test.step('prices without a currency are in USD, and say so', async () => {
    await bar.getByLabel('Min price (USD)').fill('20')
    await expect(page.getByRole('button', { name: 'Remove filter: From 20 USD' })).toBeVisible()
    await expect.poll(() => titlesShown(page)).toEqual([seeded.bowl, seeded.lamp])
    await expect(page).toHaveURL(/minPrice=20/)
  })

  await test.step('the search, the chips and the order survive a reload', async () => {
    await page.reload()
    await expect(bar.getByRole('searchbox', { name: 'Search listings' })).toHaveValue(seeded.word)
    await expect(page.getByRole('button', { name: 'Remove filter: From 20 USD' })).toBeVisible()
    await expect(bar.getByLabel('Sort')).toHaveValue('price_desc')
    await expect.poll(() => titlesShown(page)).toEqual([seeded.bowl, seeded.lamp])
  })

  await test.step('a minimum above the maximum is explained at the field and never sent', async () => {
    const inverted: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/api/marketplace/listings?') && sent.url().includes('maxPrice=10'))
        inverted.push(sent.url())
    })
    await bar.getByLabel('Max price (USD)').fill('10')
    await expect(bar.getByText('The minimum is above the maximum')).toBeVisible()
    await expect(bar.getByLabel('Min price (USD)')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).not.toHaveURL(/maxPrice/)
    expect(inverted).toEqual([])
    await bar.getByLabel('Max price (USD)').fill('')
    await expect(bar.getByText('The minimum is above the maximum')).toHaveCount(0)
  })

  await test.step('a currency makes the price fields its own; chips remove filters', async () => {
    await bar.getByLabel('Currency').selectOption('USDC')
    await expect(bar.getByLabel('Min price (USDC)')).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Remove filter: USDC only' })).toBeVisible()
    await expect.poll(() => titlesShown(page)).toEqual([seeded.lamp, seeded.zine])
    await page.getByRole('button', { name: 'Remove filter: USDC only' }).click()
    await expect(page).not.toHaveURL(/currency=/)
    await expect(bar.getByLabel('Min price (USD)')).toBeVisible()
  })

  await test.step('Back undoes a filter; Clear filters keeps the words', async () => {
    await bar.getByLabel('Category').selectOption('books')
    await expect.poll(() => titlesShown(page)).toEqual([seeded.zine])
    await page.goBack()
    await expect(page).not.toHaveURL(/category=/)
    await expect(bar.getByLabel('Category')).toHaveValue('')
    await bar.getByLabel('Category').selectOption('home')
    await bar.getByLabel('Currency').selectOption('USDC')
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`[?&]q=${seeded.word}`))
    await expect.poll(() => titlesShown(page)).toHaveLength(3)
  })
})

test('at 390 px: the bar fits, filters open in a sheet that traps focus and closes on Escape, and the URL survives reload', async ({
  openAs,
  request,
}) => {
  const seeded = await seedListings(request)
  const page = await openMarket(openAs, `/market?q=${seeded.word}`, PHONE)
  await expect.poll(() => titlesShown(page)).toHaveLength(3)
  await expectNoHorizontalOverflow(page, PHONE.width)

  const open = page.getByRole('button', { name: 'Filters', exact: true })
  await open.click()
  const sheet = page.getByRole('dialog', { name: 'Filters' })
  await expect(sheet).toBeVisible()
  await sheet.getByLabel('Sort').selectOption('price_asc')
  await sheet.getByLabel('Category').selectOption('books')
  // Tab stays inside the sheet
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  const reopen = page.getByRole('button', { name: 'Filters (1)' })
  await expect(reopen).toBeFocused()
  await expect(page.getByRole('button', { name: 'Remove filter: Books' })).toBeVisible()
  await expect.poll(() => titlesShown(page)).toEqual([seeded.zine])
  await expect(page).toHaveURL(/category=books/)

  await page.reload()
  await expect(page.getByRole('button', { name: 'Remove filter: Books' })).toBeVisible()
  await expect.poll(() => titlesShown(page)).toEqual([seeded.zine])
  await expectNoHorizontalOverflow(page, PHONE.width)

  await page.getByRole('button', { name: 'Filters (1)' }).click()
  await sheet.getByRole('button', { name: 'Clear filters' }).click()
  await sheet.getByRole('button', { name: 'Show results' }).click()
  await expect(sheet).toBeHidden()
  // price_asc stays: clearing filters keeps the order
  await expect.poll(() => titlesShown(page)).toEqual([seeded.zine, seeded.lamp, seeded.bowl])
})

test('a seller publishes with images chosen by keyboard and dropped, reordered and removed, and a comma price, and lands on the listing', async ({
  openAs,
  request,
}) => {
  const seller = await newUser(request)
  const title = `Linen apron ${uniqueWord()}`
  const page = await openAs(seller, '/sell/listings/new')
  const form = page.getByRole('form', { name: 'Listing' })

  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Description').fill('Heavy linen, two pockets.')
  await form.getByLabel('Currency').selectOption('USDC')
  await expect(
    form.getByLabel('Chain').getByRole('option', { name: 'Base Sepolia (test network)' }),
  ).toHaveCount(1)
  await form.getByLabel('Chain').selectOption({ label: 'Base Sepolia (test network)' })
  await expect(
    form.getByText('A test network: buyers pay with test coins that have no value.', {
      exact: false,
    }),
  ).toBeVisible()
  await form.getByLabel('Chain').selectOption({ label: 'Base' })

  await test.step('images: added through the drop zone, reordered and removed', async () => {
    const images = form.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')
    // the keyboard way in: the zone's button opens the file chooser
    const chooser = page.waitForEvent('filechooser')
    await form.getByRole('button', { name: 'Choose images' }).focus()
    await page.keyboard.press('Enter')
    await (await chooser).setFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: tinyPng },
      { name: 'second.png', mimeType: 'image/png', buffer: tinyPng },
    ])
    await expect(images).toHaveCount(2)
    // and a picture dropped on the zone
    const dropped = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer()
        transfer.items.add(new File([new Uint8Array(bytes)], 'third.png', { type: 'image/png' }))
        return transfer
      },
      [...tinyPng],
    )
    await form.getByText('Drag pictures here, or').dispatchEvent('drop', { dataTransfer: dropped })
    await expect(images).toHaveCount(3)
    const sources = () =>
      images.locator('img').evaluateAll((all) => all.map((img) => (img as HTMLImageElement).src))
    const before = await sources()
    await form.getByRole('button', { name: 'Move image 3 left' }).click()
    await expect.poll(sources).toEqual([before[0], before[2], before[1]])
    await form.getByRole('button', { name: 'Move image 1 right' }).click()
    await expect.poll(sources).toEqual([before[2], before[0], before[1]])
    await form.getByRole('button', { name: 'Remove image 3' }).click()
    await expect.poll(sources).toEqual([before[2], before[0]])
  })

  await test.step('a price the form cannot read is explained at the field, never sent', async () => {
    await form.getByLabel('Price').fill('1.5.0')
    await form.getByRole('button', { name: 'Publish listing' }).click()
    await expect(form.getByText('Use only one decimal separator')).toBeVisible()
    await expect(form.getByLabel('Price')).toBeFocused()
    await expect(page).toHaveURL(/\/sell\/listings\/new$/)
  })

  await form.getByLabel('Price').fill('1,50')
  await form.getByRole('button', { name: 'Publish listing' }).click()
  await expect(page.getByRole('status').getByText('Listing published')).toBeVisible()
  await expect(page).toHaveURL(/\/market\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Certify your listing' })).toBeVisible()
  await expect(
    page.getByText('It is free: a signature, not a transaction.', { exact: false }),
  ).toBeVisible()
  const listingId = new URL(page.url()).pathname.split('/').pop()
  const saved = await (await request.get(`/api/marketplace/listings/${listingId}`)).json()
  expect(saved.data).toMatchObject({ priceAmount: '1.5', currency: 'USDC', chainId: 8453 })
  expect(saved.data.images).toHaveLength(2)
})
