import { checkEveryWay } from '../support/axe.ts'
import { apiAs, expect, newUser, test } from '../support/social.ts'

// Muted words (Preferences): a post with one leaves the muter's feed, not anyone else's; in a
// thread a comment with one shows "Hidden: muted word" until the reader opens it.

/** A word no other post of any run contains. */
const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 10).replace(/\d/g, 'x')}`

test('a person mutes a word: a post with it leaves their feed but stays in another person’s, and a comment with it is hidden until opened', async ({
  openAs,
  request,
}) => {
  const [muter, reader, author] = await Promise.all([
    newUser(request),
    newUser(request),
    newUser(request),
  ])
  const word = uniqueWord()
  const mutedText = `Everyone is talking about ${word.toUpperCase()} today`
  const cleanText = `A quiet afternoon ${uniqueWord()}`
  const muted = await apiAs<{ id: string }>(request, author, 'post', '/api/posts', {
    content: mutedText,
  })
  const clean = await apiAs<{ id: string }>(request, author, 'post', '/api/posts', {
    content: cleanText,
  })
  const commentText = `Have you heard of ${word}?`
  await apiAs(request, reader, 'post', `/api/posts/${clean.id}/comments`, { content: commentText })

  const page = await openAs(muter, '/account/preferences')
  const section = page.getByRole('region', { name: 'Muted words' })
  await expect(section.getByText('0 of 100 words, each up to 100 characters')).toBeVisible()
  await section.getByRole('textbox', { name: 'Word or phrase' }).fill(word)
  await section.getByRole('button', { name: 'Mute word' }).click()
  const list = section.getByRole('list', { name: 'Your muted words' })
  await expect(list.getByRole('listitem')).toHaveText([`${word}Remove`])
  await expect(section.getByText('1 of 100 words, each up to 100 characters')).toBeVisible()
  await checkEveryWay(page, 'preferences with a muted word')
  // the same word in another case is refused before it is sent
  await section.getByRole('textbox', { name: 'Word or phrase' }).fill(word.toUpperCase())
  await section.getByRole('button', { name: 'Mute word' }).click()
  await expect(section.getByRole('alert')).toContainText('is already muted')

  await page.goto('/')
  const feed = page.getByRole('main')
  await expect(feed.getByRole('article').filter({ hasText: cleanText })).toBeVisible()
  await expect(feed.getByRole('article').filter({ hasText: mutedText })).toHaveCount(0)

  // another person, in a browser of their own, still sees it
  const other = await openAs(reader, '/')
  await expect(other.getByRole('article').filter({ hasText: mutedText })).toBeVisible()

  // the thread of the clean post: the comment with the word waits behind a placeholder
  await page.goto(`/?post=${clean.id}`)
  const thread = page.locator('article[aria-current="true"]')
  await expect(thread).toContainText(cleanText)
  await expect(thread.getByText('Hidden: muted word')).toBeVisible()
  await expect(thread.getByText(commentText)).toHaveCount(0)
  await thread.getByRole('button', { name: 'Show' }).click()
  await expect(thread.getByText(commentText)).toBeVisible()

  // the muted post opened by its link shows collapsed, and opens on request
  await page.goto(`/?post=${muted.id}`)
  const opened = page.locator('article[aria-current="true"]')
  await expect(opened.getByText('Hidden: muted word')).toBeVisible()
  await expect(opened).not.toContainText(mutedText)
  await opened.getByRole('button', { name: 'Show' }).click()
  await expect(opened).toContainText(mutedText)

  // unmuted, the post is back in the feed
  await page.goto('/account/preferences')
  await page
    .getByRole('region', { name: 'Muted words' })
    .getByRole('button', { name: `Remove ${word}` })
    .click()
  await expect(page.getByText('You have not muted any words.')).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('article').filter({ hasText: mutedText })).toBeVisible()
})
