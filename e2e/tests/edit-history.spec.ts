import { checkEveryWay } from '../support/axe.ts'
import { apiAs, expect, newUser, test, uniqueName } from '../support/social.ts'

// Edit history: an edited post or comment says "edited"; that word is a button opening the
// earlier texts, newest first, with their times. Only the author may edit.

const PHONE = { width: 390, height: 844 }

test('an author edits a post; anyone opens its history from “edited” and reads the earlier text', async ({
  openAs,
  request,
}) => {
  const [author, reader] = await Promise.all([newUser(request), newUser(request)])
  const tag = uniqueName('draft')
  const first = `The meetup is on Friday ${tag}`
  const post = await apiAs<{ id: string }>(request, author, 'post', '/api/posts', {
    content: first,
  })

  const page = await openAs(author, `/?post=${post.id}`)
  const article = page.locator('article[aria-current="true"]')
  await expect(article).toContainText(first)
  await article.getByRole('button', { name: 'Post actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const text = article.getByRole('textbox', { name: 'Post text' })
  await text.fill(`The meetup is on Saturday ${tag}`)
  await article.getByRole('button', { name: 'Save' }).click()
  await expect(article).toContainText(`The meetup is on Saturday ${tag}`)

  // another reader, on a phone
  const other = await openAs(reader, `/?post=${post.id}`, PHONE)
  const seen = other.locator('article[aria-current="true"]')
  await expect(seen).toContainText('Saturday')
  // not theirs to edit
  await seen.getByRole('button', { name: 'Post actions' }).click()
  await expect(other.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0)
  await other.keyboard.press('Escape')

  await seen.getByRole('button', { name: 'edited' }).click()
  const history = other.getByRole('dialog', { name: 'Edit history' })
  const versions = history.getByRole('listitem')
  await expect(versions).toHaveCount(2)
  await expect(versions.nth(0)).toContainText(`Saturday ${tag}`)
  await expect(versions.nth(0)).toContainText(/^Now · edited/)
  await expect(versions.nth(1)).toContainText(first)
  await expect(versions.nth(1)).toContainText(/Written .* · replaced /)
  const box = await history.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true)
  await other.keyboard.press('Escape')
  await expect(history).toHaveCount(0)
  await expect(seen.getByRole('button', { name: 'edited' })).toBeFocused()
})

test('an edited comment opens its own history, and the dialog passes axe', async ({
  openAs,
  request,
}) => {
  const [author, commenter] = await Promise.all([newUser(request), newUser(request)])
  const post = await apiAs<{ id: string }>(request, author, 'post', '/api/posts', {
    content: `Ask me anything ${uniqueName('#')}`,
  })
  const comment = await apiAs<{ id: string }>(
    request,
    commenter,
    'post',
    `/api/posts/${post.id}/comments`,
    { content: 'What time does it start?' },
  )
  await apiAs(request, commenter, 'patch', `/api/comments/${comment.id}`, {
    content: 'What time does it start, and where?',
  })

  const page = await openAs(author, `/?post=${post.id}`)
  const thread = page.locator('article[aria-current="true"]')
  await expect(thread).toContainText('What time does it start, and where?')
  const open = async () => {
    await thread.getByRole('button', { name: 'edited' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Edit history' }).getByText('What time does it start?'),
    ).toBeVisible()
  }
  await open()
  await checkEveryWay(page, 'a comment’s edit history', {
    prepare: async (p) => {
      if ((await p.getByRole('dialog', { name: 'Edit history' }).count()) === 0) await open()
    },
    undo: async (p) => {
      await p.keyboard.press('Escape')
      await expect(p.getByRole('dialog', { name: 'Edit history' })).toHaveCount(0)
    },
  })
})
