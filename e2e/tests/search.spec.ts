import { seriousViolations } from '../support/axe.ts'
import { apiAs, expect, newUser, test } from '../support/social.ts'

// Search from the header: "/" jumps to the field, Enter opens /search?q=, and tabs show the
// posts, people, communities, listings and #tags under those words; on phones the header's
// search button opens the same page.

test('a reader searches from the header and goes through the kinds of results (1280 px)', async ({
  openAs,
  request,
}) => {
  const word = `w${Math.random().toString(36).slice(2, 8)}`
  const author = await newUser(request)
  await apiAs(request, author, 'put', `/api/users/${author.address}`, {
    handle: `${word}_writer`,
    displayName: 'Wren Writer',
  })
  await apiAs(request, author, 'post', '/api/posts', { content: `Notes on ${word} #${word}` })
  await apiAs(request, author, 'post', '/api/communities', {
    name: `${word} circle`,
    description: 'Found by its name.',
    rules: [],
  })

  const page = await openAs(await newUser(request), '/')
  await page.keyboard.press('/')
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search Agora' })
  await expect(field).toBeFocused()
  await field.fill(word)
  await field.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`))
  await expect(page).toHaveTitle('Search · Agora')

  const main = page.getByRole('main')
  const tabs = main.getByRole('tablist', { name: `What was found for “${word}”` })
  await expect(tabs.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true')
  await expect(
    main.getByRole('feed', { name: `Posts matching “${word}”` }).getByRole('article'),
  ).toContainText(`Notes on ${word}`)

  await tabs.getByRole('tab', { name: 'People' }).click()
  await expect(page).toHaveURL(/type=people/)
  const person = main.getByRole('list', { name: `People matching “${word}”` }).getByRole('link')
  await expect(person).toContainText('Wren Writer')
  await expect(person).toHaveAttribute('href', `/users/${word}_writer`)

  await tabs.getByRole('tab', { name: 'Communities' }).click()
  await expect(main.getByRole('list', { name: `Communities matching “${word}”` })).toContainText(
    `${word} circle`,
  )

  await tabs.getByRole('tab', { name: 'Tags' }).click()
  const tag = main.getByRole('list', { name: `Tags matching “${word}”` }).getByRole('link')
  await expect(tag).toHaveText(`#${word}1 post`)
  await expect(tag).toHaveAttribute('href', `/?tag=${word}`)

  await tabs.getByRole('tab', { name: 'Listings' }).click()
  await expect(main.getByText(`Nothing found for “${word}”`)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('on a phone the header search button opens the search page (390 px)', async ({
  openAs,
  request,
}) => {
  const word = `p${Math.random().toString(36).slice(2, 8)}`
  const author = await newUser(request)
  await apiAs(request, author, 'post', '/api/posts', { content: `Pocket ${word}` })
  const page = await openAs(await newUser(request), '/', { width: 390, height: 844 })
  await page.getByRole('banner').getByRole('link', { name: 'Search Agora' }).click()
  await expect(page).toHaveURL(/\/search$/)
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Search Agora' })
  await expect(field).toBeFocused()
  await field.fill(word)
  await field.press('Enter')
  await expect(page.getByRole('main').getByRole('article')).toContainText(`Pocket ${word}`)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
})
